// The bank app's native bridge: messages out, callbacks and events in, and the service
// client running over the host's httpPost.
import { describe, expect, it } from 'vitest';
import {
  CHANNELS,
  DeviceError,
  HOST_CALLBACK,
  HOST_EVENT,
  connectNativeHost,
  createHeaderProvider,
  createMemoryStore,
  createNativeFetch,
  createServiceClient,
  hasNativeHost,
  hostLanguage,
  setHostLanguage,
} from '../../../bridge';

type Message = Record<string, unknown> & { method: string; callbackID: string };

/** A scripted host: records each message and answers it with `answer`, asynchronously. */
function fakeHost(answer: (m: Message) => unknown) {
  const globals: Record<string, any> = {};
  const sent: Message[] = [];
  globals.XPMBSBridge = {
    postMessage(text: string) {
      const message = JSON.parse(text) as Message;
      sent.push(message);
      queueMicrotask(() => globals[HOST_CALLBACK](message.callbackID, JSON.stringify(answer(message))));
    },
  };
  return { globals, sent };
}

describe('native host', () => {
  it('is found only when the host object can receive messages', () => {
    expect(hasNativeHost({})).toBe(false);
    expect(hasNativeHost({ XPMBSBridge: {} })).toBe(false);
    expect(hasNativeHost({ XPMBSBridge: { postMessage() {} } })).toBe(true);
  });

  it('sends every service call as httpPost and reads the envelope the host returns', async () => {
    const { globals, sent } = fakeHost(() => ({ code: 0, data: JSON.stringify({ header: { responseCode: '00000', responseMessage: '' }, data: { ok: 1 } }) }));
    const host = connectNativeHost(globals);
    const client = createServiceClient({
      header: createHeaderProvider({ locale: () => 'en', channel: CHANNELS.app, deviceId: () => 'd'.repeat(16), appVersion: '1.0.0' }),
      fetch: createNativeFetch(host),
      getToken: () => 'secret-token',
      session: createMemoryStore(),
    });
    await expect(client.call('ITSI200001', { purpose: 'all' })).resolves.toEqual({ ok: 1 });
    expect(sent).toHaveLength(1);
    const m = sent[0]!;
    expect(m).toMatchObject({ method: 'httpPost', url: '/api/ITSI200001', dataType: 'json', encFlag: true, indicateType: '0' });
    // The answer awaited is named by the method and a random code of spec section 9.
    expect(m.callbackID).toMatch(/^httpPost_[0-9a-z]{6}$/);
    expect(m.param).toMatchObject({ purpose: 'all', header: { appId: 'XPMBS', originalChannelId: 'H112' } });
    expect((m.headers as Record<string, string>)['x-auth-token']).toBe('secret-token');
  });

  it('turns a host error code into the catalogue message, silent for a user cancel', async () => {
    const { globals } = fakeHost((m) => ({ code: m.method === 'biometric' ? -10302 : -10315 }));
    const host = connectNativeHost(globals, () => 'en');
    await expect(host.invoke('pin')).rejects.toMatchObject({ message: 'Biometrics locked', silent: false });
    const cancel = await host.invoke('biometric').catch((e: unknown) => e);
    expect(cancel).toBeInstanceOf(DeviceError);
    expect((cancel as DeviceError).silent).toBe(true);
  });

  it('maps an unparsable host answer to the SDK data-format error', async () => {
    const globals: Record<string, any> = {};
    globals.XPMBSBridge = {
      postMessage(text: string) {
        queueMicrotask(() => globals[HOST_CALLBACK](JSON.parse(text).callbackID, '{not json'));
      },
    };
    const host = connectNativeHost(globals, () => 'en');
    await expect(host.invoke('httpPost')).rejects.toMatchObject({ message: 'Server data format error' });
  });

  it("gets and sets the stored 'language'", async () => {
    const stored: Record<string, string> = { language: 'cn' };
    const { globals, sent } = fakeHost((m) => {
      if (m.method === 'setItem') stored[String(m.key)] = String(m.value);
      return { code: 0, data: m.method === 'getItem' ? stored[String(m.key)] : null };
    });
    const host = connectNativeHost(globals);
    await expect(hostLanguage(host)).resolves.toBe('cn');
    await setHostLanguage(host, 'en');
    expect(stored.language).toBe('en');
    expect(sent.map((m) => m.method)).toEqual(['getItem', 'setItem']);
  });

  it('reports didLogin, didLogout and back, and ignores other events and stray callbacks', () => {
    const { globals } = fakeHost(() => ({ code: 0 }));
    const host = connectNativeHost(globals);
    const seen: string[] = [];
    host.events.on('didLogin', (p) => seen.push(`login:${p.token}`));
    host.events.on('didLogout', () => seen.push('logout'));
    host.events.on('back', () => seen.push('back'));
    globals[HOST_EVENT]('didLogin', JSON.stringify({ token: 't1' }));
    globals[HOST_EVENT]('didLogout', '');
    globals[HOST_EVENT]('back');
    globals[HOST_EVENT]('somethingElse', '{}');
    globals[HOST_CALLBACK]('no-such-callback', '{}');
    expect(seen).toEqual(['login:t1', 'logout', 'back']);
  });

  it('stops waiting when the call times out', async () => {
    const globals: Record<string, any> = { XPMBSBridge: { postMessage() {} } };
    const host = connectNativeHost(globals);
    const client = createServiceClient({
      header: createHeaderProvider({ locale: () => 'en', channel: CHANNELS.app, deviceId: () => 'd'.repeat(16), appVersion: '1.0.0' }),
      fetch: createNativeFetch(host),
      timeoutMs: 20,
      session: createMemoryStore(),
    });
    await expect(client.call('ITSI200001', {})).rejects.toMatchObject({ kind: 'timeout' });
  });
});
