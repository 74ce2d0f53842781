// Spec section 8, other messages: session expired '当前会话已失效，请重新进入'. When the idle
// count reaches its end, the page shows the time-out dialog with this message, in the
// customer's language.
// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { createEmitter } from '../../../bridge/events';
import { SessionWatch } from '../../../app/device/SessionWatch';
import { AppServicesContext, type AppServices } from '../../../app/services';
import { translations } from '../../../app/i18n/resources';
import type { Locale } from '../../../engine/core/flow-types';

afterEach(() => vi.useRealTimers());

async function endOfIdleTime(locale: Locale) {
  await i18next.use(initReactI18next).init({ lng: locale, resources: { [locale]: { translation: translations[locale] } } });
  vi.useFakeTimers();
  const events = createEmitter<{ sessionTimeout: { code: string; message: string } }>();
  const shown: { code: string; message: string }[] = [];
  events.on('sessionTimeout', (event) => shown.push(event));
  const client = {
    call: vi.fn(async () => ({ idleSeconds: 300 })),
    on: () => () => undefined,
    events,
  };
  const services = { session: { isLogon: true }, client } as unknown as AppServices;
  render(
    <AppServicesContext.Provider value={services}>
      <MemoryRouter>
        <SessionWatch />
      </MemoryRouter>
    </AppServicesContext.Provider>,
  );
  await act(async () => void (await vi.advanceTimersByTimeAsync(300_000)));
  return shown;
}

describe('the end of the idle time', () => {
  it('tells a Simplified Chinese customer the session has expired, in the spec’s words', async () => {
    expect(await endOfIdleTime('zh-CN')).toEqual([{ code: 'TE800000001', message: '当前会话已失效，请重新进入' }]);
  });

  it('says it in Traditional Chinese and English too', async () => {
    expect((await endOfIdleTime('zh-TW'))[0]?.message).toBe('當前會話已失效，請重新進入');
    expect((await endOfIdleTime('en'))[0]?.message).toBe('The current session has expired, please log on again');
  });
});
