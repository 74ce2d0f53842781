// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createServiceClient,
  isNetworkFailure,
  ServiceError,
  type ServiceClientOptions,
  type UiLocale,
} from '../../../bridge';
import { createMemoryStore } from '../../../bridge/device/kv-store';
import { deferred, envelope, headerFor, scriptedFetch, type Responder } from './helpers';

function client(responder: Responder, extra: Partial<ServiceClientOptions> = {}) {
  const fetchImpl = scriptedFetch(responder);
  const service = createServiceClient({
    header: headerFor('en'),
    config: { apiRoot: '/api/', appVersion: '1.2.3' },
    fetch: fetchImpl,
    ...extra,
  });
  return { service, sent: fetchImpl.sent };
}

async function failure(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

afterEach(() => sessionStorage.clear());

describe('request', () => {
  it('posts the header object, payload and token as the wire contract says', async () => {
    const { service, sent } = client(() => envelope('00000', { ok: true }), { getToken: () => 'tok-1' });
    await service.call('ITSI200001', { purpose: 'all' });

    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request!.url).toBe('/api/ITSI200001');
    expect(request!.init.method).toBe('POST');
    expect(request!.init.credentials).toBe('same-origin');
    expect(request!.headers).toEqual({ 'Content-Type': 'application/json', 'X-AUTH-TOKEN': 'tok-1' });
    expect(request!.body).toEqual({
      header: {
        appId: 'XPMBS',
        locale: 'en_US',
        termType: 'web',
        termNo: '0123456789abcdef0123456789abcdef',
        termMac: '',
        longitude: '',
        latitude: '',
        appVersion: '1.2.3',
        originalChannelId: 'E03-WEB',
        algorithmID: '',
      },
      purpose: 'all',
    });
  });

  it('sends no X-AUTH-TOKEN without a token and keeps its header over a payload key', async () => {
    const { service, sent } = client(() => envelope('00000'), { getToken: () => null });
    await service.call('ITSI900001', { header: { appId: 'evil' } });
    expect(sent[0]!.headers['X-AUTH-TOKEN']).toBeUndefined();
    expect((sent[0]!.body.header as { appId: string }).appId).toBe('XPMBS');
  });

  it('uses the configured api root and refuses codes that are not a path segment', async () => {
    const { service, sent } = client(() => envelope('00000'), { config: { apiRoot: '/bank/api' } });
    await service.call('ITSI200001', {});
    expect(sent[0]!.url).toBe('/bank/api/ITSI200001');
    await expect(service.callDynamic('../admin', {})).rejects.toBeInstanceOf(TypeError);
    expect(service.pendingCount()).toBe(0);
  });
});

describe('success', () => {
  it.each(['00000', '0'])('resolves with data for %s', async (code) => {
    const { service } = client(() => envelope(code, { balance: 12345 }));
    await expect(service.call('ITSI200001', {})).resolves.toEqual({ balance: 12345 });
  });

  it('gives the whole envelope in detailed mode and through callRaw', async () => {
    const { service } = client(() => envelope('00000', { a: 1 }, 'done'));
    const whole = { header: { responseCode: '00000', responseMessage: 'done' }, data: { a: 1 } };
    await expect(service.call('ITSI200001', {}, { detailed: true })).resolves.toEqual(whole);
    await expect(service.callRaw('ITSI200001', {})).resolves.toEqual(whole);
  });

  it('accepts a numeric success code', async () => {
    const { service } = client(
      () => new Response(JSON.stringify({ header: { responseCode: 0 }, data: 'x' }), { status: 200 }),
    );
    await expect(service.call('ITSI200001', {})).resolves.toBe('x');
  });
});

describe('session time-out', () => {
  it('records the flag, reports one dialog for three parallel calls and rejects all', async () => {
    const gate = deferred<void>();
    const { service } = client(async () => {
      await gate.promise;
      return envelope('TE800000001', null, 'timeout');
    }, { getToken: () => 'tok-1' });
    const onTimeout = vi.fn();
    service.on('sessionTimeout', onTimeout);

    const calls = [1, 2, 3].map(() => failure(service.call('ITSI200001', {})));
    gate.resolve();
    const errors = await Promise.all(calls);

    expect(sessionStorage.getItem('sessionTimeout')).toBe('1');
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(onTimeout).toHaveBeenCalledWith({ code: 'TE800000001', message: 'Session timed out, please log in again.' });
    for (const error of errors) {
      expect(error.kind).toBe('session-timeout');
      expect(error.code).toBe('TE800000001');
    }
  });

  it('reports again for a new session, and clearSessionTimeout re-arms and clears the flag', async () => {
    let token = 'tok-1';
    const { service } = client(() => envelope('TE800000001'), { getToken: () => token });
    const onTimeout = vi.fn();
    service.on('sessionTimeout', onTimeout);

    await failure(service.call('ITSI200001', {}));
    await failure(service.call('ITSI200001', {}));
    expect(onTimeout).toHaveBeenCalledTimes(1);

    token = 'tok-2';
    await failure(service.call('ITSI200001', {}));
    expect(onTimeout).toHaveBeenCalledTimes(2);

    service.clearSessionTimeout();
    expect(sessionStorage.getItem('sessionTimeout')).toBeNull();
    await failure(service.call('ITSI200001', {}));
    expect(onTimeout).toHaveBeenCalledTimes(3);
  });

  it('writes the flag to an injected session store and speaks the request locale', async () => {
    const session = createMemoryStore();
    const { service } = client(() => envelope('TE800000001'), { session, header: headerFor('zh-TW') });
    const error = await failure(service.call('ITSI200001', {}));
    expect(session.get('sessionTimeout')).toBe('1');
    expect(error.message).toBe('會話已逾時，請重新登入。');
  });
});

describe('security and password upgrade', () => {
  it.each(['E010010004', 'E011070038', 'E011070033'])('emits securityError for %s', async (code) => {
    const { service } = client(() => envelope(code, null, 'Your device is not trusted'));
    const onSecurity = vi.fn();
    service.on('securityError', onSecurity);
    const error = await failure(service.callDynamic('ITSI300001', {}));
    expect(onSecurity).toHaveBeenCalledWith({ code, message: 'Your device is not trusted' });
    expect(error).toMatchObject({ kind: 'security', code, message: 'Your device is not trusted' });
  });

  it('emits passwordUpgrade for E001101338', async () => {
    const { service } = client(() => envelope('E001101338', null, 'upgrade'));
    const onUpgrade = vi.fn();
    service.on('passwordUpgrade', onUpgrade);
    const error = await failure(service.callDynamic('ITSI100001', {}));
    const text = 'The password system has been upgraded. Please reset your payment password.';
    expect(onUpgrade).toHaveBeenCalledWith({ code: 'E001101338', message: text, serverMessage: 'upgrade' });
    expect(error).toMatchObject({ kind: 'password-upgrade', code: 'E001101338' });
  });

  it('emits appUpgrade for E000000426 with the bank\'s message and the version it requires', async () => {
    const { service } = client(() => envelope('E000000426', { minVersion: '5.2.0' }, 'Please update the bank app to version 5.2.0 or later to continue.'));
    const onUpgrade = vi.fn();
    service.on('appUpgrade', onUpgrade);
    const error = await failure(service.callDynamic('ITSI100001', {}));
    expect(onUpgrade).toHaveBeenCalledWith({ code: 'E000000426', message: 'Please update the bank app to version 5.2.0 or later to continue.', minVersion: '5.2.0' });
    expect(error).toMatchObject({ kind: 'app-upgrade', code: 'E000000426' });
  });
});

describe('business errors', () => {
  it('passes the server message and code through with the envelope as detail', async () => {
    const { service } = client(() => envelope('E300000001', { available: 100 }, '可用餘額不足'));
    const error = await failure(service.callDynamic('ITSI300001', {}));
    expect(error).toMatchObject({ kind: 'business', code: 'E300000001', message: '可用餘額不足' });
    expect(error.detail).toEqual({
      header: { responseCode: 'E300000001', responseMessage: '可用餘額不足' },
      data: { available: 100 },
    });
  });

  it('does not emit any dialog event for a business error', async () => {
    const { service } = client(() => envelope('E300000002', null, 'limit'));
    const listener = vi.fn();
    service.on('securityError', listener);
    service.on('sessionTimeout', listener);
    service.on('passwordUpgrade', listener);
    await failure(service.callDynamic('ITSI300001', {}));
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('transport failures', () => {
  it.each<[UiLocale, string]>([
    ['zh-CN', '网络连接失败，请重试'],
    ['zh-TW', '網絡連接失敗，請重試'],
    ['en', 'Network connection failed, please try again'],
  ])('network failure in %s', async (locale, text) => {
    const { service } = client(
      () => {
        throw new TypeError('Failed to fetch');
      },
      { header: headerFor(locale) },
    );
    const error = await failure(service.call('ITSI200001', {}));
    expect(error).toMatchObject({ kind: 'network', code: '-9401', message: text });
    expect(isNetworkFailure(error)).toBe(true);
  });

  it('times out after the configured time, aborting the request', async () => {
    let signal: AbortSignal | undefined;
    const { service } = client(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          signal = init.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
      { timeoutMs: 50 },
    );
    const started = Date.now();
    const error = await failure(service.call('ITSI200001', {}));
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(signal?.aborted).toBe(true);
    expect(error).toMatchObject({ kind: 'timeout', code: '-9402', message: 'The request timed out, please try again' });
    expect(isNetworkFailure(error)).toBe(true);
    expect(service.pendingCount()).toBe(0);
  });

  it('reports an unparsable body with the parse error message', async () => {
    const { service } = client(() => new Response('<html>oops', { status: 200 }));
    const error = await failure(service.call('ITSI200001', {}));
    let expected = '';
    try {
      JSON.parse('<html>oops');
    } catch (e) {
      expected = (e as Error).message;
    }
    expect(error).toMatchObject({ kind: 'parse', code: '-9403', message: expected });
  });

  it('reports JSON without an envelope as a parse error', async () => {
    const { service } = client(() => new Response('{"data":1}', { status: 200 }));
    const error = await failure(service.call('ITSI200001', {}));
    expect(error).toMatchObject({ kind: 'parse', code: '-9403' });
  });

  it('treats a failed status without an envelope (gateway page) as a network failure', async () => {
    const { service } = client(() => new Response('Bad Gateway', { status: 502 }));
    const error = await failure(service.call('ITSI200001', {}));
    expect(error).toMatchObject({ kind: 'network', code: '-9401', detail: { status: 502 } });
  });
});

describe('loading indicator', () => {
  it('opens at the first pending call and closes only when all have settled', async () => {
    const first = deferred<Response>();
    const second = deferred<Response>();
    const queue = [first, second];
    const { service } = client(() => queue.shift()!.promise);
    const changes: boolean[] = [];
    service.on('loading', (visible) => changes.push(visible));

    const a = service.call('ITSI200001', {});
    const b = failure(service.call('ITSI200002', {}));
    expect(changes).toEqual([true]);
    expect(service.pendingCount()).toBe(2);

    second.resolve(envelope('E000000500', null, 'boom'));
    await b;
    expect(changes).toEqual([true]);
    expect(service.pendingCount()).toBe(1);

    first.resolve(envelope('00000', 1));
    await a;
    expect(changes).toEqual([true, false]);
    expect(service.pendingCount()).toBe(0);
  });

  it('does not count calls made with loading: false', async () => {
    const { service } = client(() => envelope('00000'));
    const changes: boolean[] = [];
    service.on('loading', (visible) => changes.push(visible));
    const pending = service.call('ITSI200001', {}, { loading: false });
    expect(service.pendingCount()).toBe(0);
    await pending;
    expect(changes).toEqual([]);
  });

  it('closes after a network failure', async () => {
    const { service } = client(() => Promise.reject(new TypeError('offline')));
    const changes: boolean[] = [];
    service.on('loading', (visible) => changes.push(visible));
    await failure(service.call('ITSI200001', {}));
    expect(changes).toEqual([true, false]);
  });
});
