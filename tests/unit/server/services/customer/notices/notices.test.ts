// Notices (ITSI110001-ITSI110003): every customer sees the demo notices, newest first; opening
// one marks it read for that customer only, once; marking all read leaves nothing unread.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';

describe('notices', () => {
  it('lists the demo notices newest first, all unread, in three languages', async ({ bank, chan }) => {
    const list = await bank.call('ITSI110001', {}, { token: chan });
    expect(list.header.responseCode).toBe('00000');
    const notices = list.data.notices as { noticeId: string; publishedAt: string; state: string; title: Record<string, string>; body?: unknown }[];
    expect(notices.length).toBeGreaterThanOrEqual(3);
    expect(list.data.unreadCount).toBe(notices.length);
    expect(notices.every((n) => n.state === 'unread' && n.title['zh-TW'] && n.title['zh-CN'] && n.title.en)).toBe(true);
    expect(notices.map((n) => n.publishedAt)).toEqual([...notices.map((n) => n.publishedAt)].sort().reverse());
    // The list carries no body: it is read by opening the notice.
    expect(notices.some((n) => n.body !== undefined)).toBe(false);
  });

  it('opening a notice marks it read for that customer only, and only once', async ({ bank, chan }) => {
    const before = (await bank.call('ITSI110001', {}, { token: chan })).data;
    const first = before.notices[0].noticeId as string;
    const opened = await bank.call('ITSI110002', { noticeId: first }, { token: chan });
    expect(opened.data.notice).toMatchObject({ noticeId: first, state: 'read' });
    expect(opened.data.notice.body.en.length).toBeGreaterThan(0);
    expect(opened.data.unreadCount).toBe(before.unreadCount - 1);
    const readAt = opened.data.notice.readAt as string;

    bank.clock.advance(60_000);
    const again = await bank.call('ITSI110002', { noticeId: first }, { token: chan });
    expect(again.data.notice.readAt).toBe(readAt);
    expect(again.data.unreadCount).toBe(before.unreadCount - 1);

    const unread = (await bank.call('ITSI110001', { state: 'unread' }, { token: chan })).data.notices as { noticeId: string }[];
    expect(unread.map((n) => n.noticeId)).not.toContain(first);
    const read = (await bank.call('ITSI110001', { state: 'read' }, { token: chan })).data.notices as { noticeId: string }[];
    expect(read.map((n) => n.noticeId)).toEqual([first]);

    const wong = await bank.login('wong.siuming');
    const wongs = (await bank.call('ITSI110001', {}, { token: wong })).data;
    expect(wongs.unreadCount).toBe(before.unreadCount);
  });

  it('marks every notice read, and refuses an unknown notice', async ({ bank, chan }) => {
    const all = await bank.call('ITSI110003', {}, { token: chan });
    expect(all.data.unreadCount).toBe(0);
    expect(all.data.marked).toBeGreaterThanOrEqual(3);
    expect((await bank.call('ITSI110003', {}, { token: chan })).data.marked).toBe(0);
    const missing = await bank.call('ITSI110002', { noticeId: 'NT-none' }, { token: chan });
    expect(missing.header.responseCode).toBe('E110000001');
    expect((await bank.call('ITSI110001', {}, {})).header.responseCode).toBe('TE800000001');
  });
});
