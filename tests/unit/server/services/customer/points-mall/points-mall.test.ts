// The points mall (ITSI160002, ITSI160003): the goods with options, combinations and stock; a
// redemption takes the points and the stock once (idempotent), and the bank refuses a sold-out
// option, a quantity beyond the stock or the quota, and an unknown add-on, whatever the client sent.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { type Bank } from '../../../support/helpers.js';

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  token: string;
}

const key = (n: number) => `redeem-key-${String(n).padStart(8, '0')}`;
const redeem = ({ bank, token }: Pick<Given, 'bank' | 'token'>, body: object) => bank.call('ITSI160003', { goodsId: 'G-TOTE', skuId: 'TOTE-NAVY-STD', quantity: 1, propertyIds: [], messages: ['91234567'], idempotencyKey: key(1), ...body }, { token });

describe('points mall', () => {
  it('lists the goods with their option rows, combinations, stock and the welcome points', async ({ bank, chan: token }) => {
    const res = await bank.call('ITSI160002', {}, { token });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.points).toBe(5000);
    const tote = res.data.goods.find((g: { goodsId: string }) => g.goodsId === 'G-TOTE');
    expect(tote.tree.map((r: { k_s: string }) => r.k_s)).toEqual(['s1', 's2']);
    expect(tote.list.find((c: { id: string }) => c.id === 'TOTE-RED-STD').stock_num).toBe(0);
    expect(tote).toMatchObject({ quota: 2, quotaUsed: 0, startSaleNum: 1, noneSku: false, price: 120_000 });
    const one = await bank.call('ITSI160002', { goodsId: 'G-UMBRELLA' }, { token });
    expect(one.data.goods).toHaveLength(1);
    expect(one.data.goods[0]).toMatchObject({ noneSku: true, stockNum: 0 });
  });

  it('redeems once per key: points and stock taken once, the same answer again', async ({ bank, chan: token }) => {
    const first = await redeem({ bank, token }, { propertyIds: ['wrap', 'card'] });
    expect(first.header.responseCode).toBe('00000');
    expect(first.data).toMatchObject({ quantity: 1, pointsUsed: 1350, pointsBalance: 3650 });
    const again = await redeem({ bank, token }, { propertyIds: ['wrap', 'card'] });
    expect(again.data).toEqual(first.data);
    const other = await redeem({ bank, token }, { propertyIds: [] });
    expect(other.header.responseCode).toBe('E160000007');
    const after = await bank.call('ITSI160002', { goodsId: 'G-TOTE' }, { token });
    expect(after.data.points).toBe(3650);
    expect(after.data.goods[0].quotaUsed).toBe(1);
    expect(after.data.goods[0].list.find((c: { id: string }) => c.id === 'TOTE-NAVY-STD').stock_num).toBe(39);
  });

  it("checks the buyer's messages again: the required one filled in, each by its rule, phone digits only", async ({ bank, chan: token }) => {
    expect((await redeem({ bank, token }, { messages: [], idempotencyKey: key(40) })).header.responseCode).toBe('E160000009');
    expect((await redeem({ bank, token }, { messages: ['12345'], idempotencyKey: key(41) })).header.responseCode).toBe('E160000009');
    expect((await redeem({ bank, token }, { messages: ['9123 4567', 'not-an-email'], idempotencyKey: key(42) })).header.responseCode).toBe('E160000009');
    expect((await redeem({ bank, token }, { messages: ['91234567', '', '', 'one too many'], idempotencyKey: key(43) })).header.responseCode).toBe('E160000009');
    // Spaces and dashes of a phone number are not digits: stripped, then checked.
    expect((await redeem({ bank, token }, { messages: ['+852 9123-4567', 'tai.man@example.hk', 'Happy birthday'], idempotencyKey: key(44) })).header.responseCode).toBe('00000');
  });

  it('refuses a sold-out option, more than the stock or the quota, an unknown add-on or no option', async ({ bank, chan: token }) => {
    expect((await redeem({ bank, token }, { skuId: 'TOTE-RED-STD', idempotencyKey: key(2) })).header.responseCode).toBe('E160000002');
    expect((await bank.call('ITSI160003', { goodsId: 'G-UMBRELLA', skuId: 'UMBRELLA', quantity: 1, propertyIds: [], idempotencyKey: key(3) }, { token })).header.responseCode).toBe('E160000002');
    const stock = await redeem({ bank, token }, { skuId: 'TOTE-NAVY-LARGE', quantity: 4, idempotencyKey: key(4) });
    expect(stock.header.responseCode).toBe('E160000003');
    expect(stock.header.responseMessage).toContain('3');
    expect((await redeem({ bank, token }, { quantity: 3, idempotencyKey: key(5) })).header.responseCode).toBe('E160000004');
    expect((await redeem({ bank, token }, { propertyIds: ['engraving'], idempotencyKey: key(6) })).header.responseCode).toBe('E160000001');
    expect((await redeem({ bank, token }, { skuId: 'TOTE-NONE', idempotencyKey: key(7) })).header.responseCode).toBe('E160000008');
    expect((await redeem({ bank, token }, { quantity: 2, idempotencyKey: key(8) })).header.responseCode).toBe('00000');
    // Quota of 2 used up.
    expect((await redeem({ bank, token }, { idempotencyKey: key(9) })).header.responseCode).toBe('E160000004');
    const points = (await bank.call('ITSI160002', {}, { token })).data.points;
    expect(points).toBe(5000 - 2400);
  });
});

describe("a buyer's message that is a picture", () => {
  // The smallest PNG: its signature and a header are enough for the bank's type check.
  const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex');
  const upload = ({ bank, token }: Pick<Given, 'bank' | 'token'>, body: Buffer, type: string, as = token) =>
    bank.app.inject({ method: 'POST', url: '/api/upload/goods-message-image?locale=en_US', payload: body, headers: { 'content-type': type, 'x-auth-token': as } });
  // The tote's messages: the recipient's mobile, an e-mail, the card's text, the card's photo.
  const withPicture = ({ bank, token }: Pick<Given, 'bank' | 'token'>, id: string, n: number) => redeem({ bank, token }, { messages: ['91234567', '', '', id], idempotencyKey: key(n) });

  it('is uploaded first and claimed once by the redemption that names it', async ({ bank, chan: token }) => {
    const sent = (await upload({ bank, token }, PNG, 'image/png')).json();
    expect(sent.header.responseCode).toBe('00000');
    expect(sent.data.uploadId).toMatch(/^GM[0-9a-f]{24}$/);
    expect((await withPicture({ bank, token }, sent.data.uploadId, 60)).header.responseCode).toBe('00000');
    // The same picture cannot be sent with another redemption.
    expect((await withPicture({ bank, token }, sent.data.uploadId, 61)).header.responseCode).toBe('E160000009');
  });

  it("refuses another customer's picture, a made-up id, and a file that is not a jpg or png", async ({ bank, chan: token }) => {
    const wong = await bank.login('wong.siuming');
    const theirs = (await upload({ bank, token }, PNG, 'image/png', wong)).json().data.uploadId as string;
    expect((await withPicture({ bank, token }, theirs, 62)).header.responseCode).toBe('E160000009');
    expect((await withPicture({ bank, token }, `GM${'0'.repeat(24)}`, 63)).header.responseCode).toBe('E160000009');
    expect((await withPicture({ bank, token }, 'a picture', 64)).header.responseCode).toBe('E160000009');
    const gif = (await upload({ bank, token }, Buffer.from('GIF89a-not-a-png'), 'image/png')).json();
    expect(gif.header).toMatchObject({ responseCode: 'E160000010', responseMessage: 'The picture must be a jpg, jpeg or png image of up to 6 MB. Please upload it again.' });
  });
});
