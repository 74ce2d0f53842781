// A scripted stand-in for the bank app's native host, injected before the page loads: it
// answers every method of the callbackID protocol (docs/devices-and-channels.md) the way the
// app does. It forwards httpPost / httpUpload to the sandbox bank, keeps the token's seed (opened
// from the bank's sealed answer with its own ECDH key), its PIN and the biometric record, the
// certificate key, and makes real TOTP / OCRA codes and ECDSA signatures the bank verifies.
// State lives in the origin's localStorage, as an app keeps it across web views. A test can
// script the next answer of any method (`scriptHost`), e.g. a device error code.
import type { Page } from '@playwright/test';

export interface HostMessage {
  method: string;
  callbackID: string;
  url?: string;
  param?: Record<string, unknown>;
  dataType?: string;
  encFlag?: boolean;
  indicateType?: string;
  key?: string;
  value?: string;
  platform?: string;
  title?: string;
  text?: string;
  image?: string;
  type?: string;
  question?: string;
  reason?: string;
  side?: string;
}

export interface FakeHostOptions {
  language?: string;
  /** The functions getDeviceInfo reports (default: all). */
  functions?: string[];
  supportTouchID?: boolean;
  supportFaceID?: boolean;
  /** What share answers per platform (default 'success'). */
  shareStatus?: Record<string, string>;
}

export const ALL_FUNCTIONS = ['share', 'ocrIdCard', 'signMessage'];

export async function installFakeHost(page: Page, options: FakeHostOptions = {}): Promise<void> {
  await page.addInitScript(
    (opts: Required<FakeHostOptions>) => {
      const w = window as unknown as Record<string, any>;
      const realFetch = window.fetch.bind(window);
      const STATE_KEY = '__fakeNativeHost';
      type Answer = { code: number; data?: unknown };
      interface State {
        deviceID: string;
        language: string;
        token: { seed: string; pin: string; failures: number; lockedUntil: number; locks: number } | null;
        tokenKey: JsonWebKey | null;
        biometric: boolean;
        cert: { privateKey: JsonWebKey; publicKey: string; certNo: string | null } | null;
      }
      const load = (): State => {
        const saved = localStorage.getItem(STATE_KEY);
        if (saved) return JSON.parse(saved) as State;
        const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
        return { deviceID: `app${id}`, language: opts.language, token: null, tokenKey: null, biometric: false, cert: null };
      };
      const state = load();
      const save = () => localStorage.setItem(STATE_KEY, JSON.stringify(state));
      save();
      let unlocked = false;
      let bankOffset = 0;
      const scripted: Record<string, Answer[]> = {};
      w.__host = {
        messages: [] as unknown[],
        directApiCalls: 0,
        get stored() {
          return { language: state.language };
        },
        state,
        script(method: string, answer: Answer) {
          (scripted[method] ??= []).push(answer);
        },
      };
      // A page that bypassed the host would call fetch itself for /api/: count it.
      window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input instanceof Request ? input.url : input).includes('/api/')) w.__host.directApiCalls += 1;
        return realFetch(input, init);
      };

      const enc = new TextEncoder();
      const b64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes))));
      const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
      const base32 = (text: string) => {
        const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
        const out: number[] = [];
        let bits = 0;
        let value = 0;
        for (const ch of text.replace(/=+$/, '')) {
          value = (value << 5) | alphabet.indexOf(ch);
          bits += 5;
          if (bits >= 8) {
            out.push((value >>> (bits - 8)) & 0xff);
            bits -= 8;
          }
        }
        return new Uint8Array(out);
      };
      const uint64 = (n: number) => {
        const out = new Uint8Array(8);
        new DataView(out.buffer).setBigUint64(0, BigInt(n));
        return out;
      };
      async function hotp(key: Uint8Array, message: Uint8Array): Promise<string> {
        const k = await crypto.subtle.importKey('raw', key as BufferSource, { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
        const mac = new Uint8Array(await crypto.subtle.sign('HMAC', k, message as BufferSource));
        const o = mac[19]! & 0x0f;
        const bin = ((mac[o]! & 0x7f) << 24) | (mac[o + 1]! << 16) | (mac[o + 2]! << 8) | mac[o + 3]!;
        return String(bin % 1_000_000).padStart(6, '0');
      }
      const now = () => Date.now() + bankOffset;
      // The bank accepts each time step once: like a token app, the host never gives the same
      // step twice, the next one (still inside the bank's window) when asked again at once.
      let lastStep = 0;
      const totp = (seed: string) => {
        lastStep = Math.max(Math.floor(now() / 30_000), lastStep + 1);
        return hotp(base32(seed), uint64(lastStep));
      };
      async function ocra(seed: string, question: string): Promise<string> {
        const suite = enc.encode('OCRA-1:HOTP-SHA1-6:QN08-T1M');
        let hex = BigInt(question).toString(16);
        if (hex.length % 2) hex += '0';
        const q = new Uint8Array(128);
        q.set(Uint8Array.from(hex.match(/../g)!.map((h) => parseInt(h, 16))));
        const message = new Uint8Array(suite.length + 1 + 128 + 8);
        message.set(suite, 0);
        message.set(q, suite.length + 1);
        message.set(uint64(Math.floor(now() / 60_000)), suite.length + 1 + 128);
        return hotp(base32(seed), message);
      }
      const ECDH = { name: 'ECDH', namedCurve: 'P-256' };
      const ECDSA = { name: 'ECDSA', namedCurve: 'P-256' };

      async function openSeed(m: Record<string, string>): Promise<string> {
        const priv = await crypto.subtle.importKey('jwk', state.tokenKey!, ECDH, false, ['deriveBits']);
        const server = await crypto.subtle.importKey('spki', unb64(m.serverKey!), ECDH, false, []);
        const shared = await crypto.subtle.deriveBits({ name: 'ECDH', public: server }, priv, 256);
        const hkdf = await crypto.subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey']);
        const info = enc.encode(`xpmbs native token seed ${state.deviceID}`);
        const aes = await crypto.subtle.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info }, hkdf, { name: 'AES-GCM', length: 256 }, false, ['decrypt']);
        const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: unb64(m.iv!), additionalData: enc.encode(state.deviceID) }, aes, unb64(m.sealedSeed!));
        return new TextDecoder().decode(plain);
      }

      async function idCardJpeg(side: string): Promise<string> {
        const canvas = document.createElement('canvas');
        canvas.width = 856;
        canvas.height = 540;
        const ctx = canvas.getContext('2d')!;
        ctx.fillStyle = side === 'front' ? '#dfe9f3' : '#f3eadf';
        ctx.fillRect(0, 0, 856, 540);
        ctx.fillStyle = '#333';
        ctx.font = '40px sans-serif';
        ctx.fillText(`HKID ${side} ${Date.now()}`, 40, 120);
        const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
        return b64(await blob.arrayBuffer());
      }

      async function handle(m: Record<string, any>): Promise<Answer> {
        const ok = (data: unknown = null): Answer => ({ code: 0, data });
        switch (m.method) {
          case 'httpPost':
          case 'httpUpload': {
            const body = m.method === 'httpPost' ? JSON.stringify(m.param) : unb64(m.data);
            const res = await realFetch(m.url, { method: 'POST', headers: m.headers, body });
            const bankTime = Number(res.headers.get('X-Bank-Time'));
            if (bankTime) bankOffset = bankTime - Date.now();
            return ok(await res.text());
          }
          case 'getItem':
            return ok(m.key === 'language' ? state.language : null);
          case 'setItem':
            if (m.key === 'language') state.language = m.value;
            save();
            return ok();
          case 'getDeviceInfo':
            return ok({ deviceID: state.deviceID, supportTouchID: opts.supportTouchID, supportFaceID: opts.supportFaceID, functions: opts.functions });
          case 'getLoginMethods':
            return ok({ loginMethods: state.token ? (state.biometric ? ['0', opts.supportFaceID ? '4' : '1'] : ['0']) : [] });
          case 'tokenKey': {
            const pair = await crypto.subtle.generateKey(ECDH, true, ['deriveBits']);
            state.tokenKey = await crypto.subtle.exportKey('jwk', pair.privateKey);
            save();
            return ok({ publicKey: b64(await crypto.subtle.exportKey('spki', pair.publicKey)) });
          }
          case 'tokenActivate': {
            if (!/^\d{6}$/.test(String(m.pin ?? ''))) return { code: -5001 };
            let seed: string;
            try {
              seed = await openSeed(m);
            } catch {
              return { code: -10402 };
            }
            state.token = { seed, pin: m.pin, failures: 0, lockedUntil: 0, locks: 0 };
            state.biometric = false;
            save();
            return ok();
          }
          case 'verifyPin': {
            const token = state.token;
            if (!token) return { code: -10104 };
            if (token.lockedUntil > Date.now()) return { code: -10102, data: { minutes: Math.ceil((token.lockedUntil - Date.now()) / 60_000) } };
            if (m.pin === token.pin) {
              token.failures = 0;
              unlocked = true;
              save();
              return ok();
            }
            token.failures += 1;
            if (token.failures < 3) {
              save();
              return { code: -10101, data: { failed: token.failures, remaining: 3 - token.failures } };
            }
            token.failures = 0;
            token.locks += 1;
            if (token.locks >= 2) {
              state.token = null;
              state.biometric = false;
              save();
              return { code: -10103 };
            }
            token.lockedUntil = Date.now() + 5 * 60_000;
            save();
            return { code: -10102, data: { minutes: 5 } };
          }
          case 'changePin': {
            if (!state.token) return { code: -10104 };
            if (m.oldPin !== state.token.pin) return { code: -10101, data: { failed: 1, remaining: 2 } };
            state.token.pin = m.newPin;
            save();
            return ok();
          }
          case 'biometricRegister':
            if (!state.token) return { code: -5003 };
            if (state.biometric) return { code: -10201 };
            state.biometric = true;
            save();
            return ok();
          case 'biometricUnregister':
            state.biometric = false;
            save();
            return ok();
          case 'biometricVerify':
            if (!state.biometric) return { code: -10301 };
            unlocked = true;
            return ok();
          case 'generateOtp': {
            if (!state.token) return { code: -5003 };
            if (!unlocked) return { code: -5001 };
            unlocked = false;
            return ok({ otp: m.type === 'OCRA' ? await ocra(state.token.seed, String(m.question)) : await totp(state.token.seed) });
          }
          case 'clearToken':
            state.token = null;
            state.biometric = false;
            save();
            return ok();
          case 'getCertificate': {
            if (!state.cert) {
              const pair = await crypto.subtle.generateKey(ECDSA, true, ['sign', 'verify']);
              state.cert = {
                privateKey: await crypto.subtle.exportKey('jwk', pair.privateKey),
                publicKey: b64(await crypto.subtle.exportKey('spki', pair.publicKey)),
                certNo: null,
              };
              save();
            }
            return ok({ publicKey: state.cert.publicKey, certNo: state.cert.certNo });
          }
          case 'setCertificate':
            if (state.cert) state.cert.certNo = m.certNo;
            save();
            return ok();
          case 'deleteCertificate':
            state.cert = null;
            save();
            return ok();
          case 'signMessage': {
            if (!state.cert) return { code: -5003 };
            const key = await crypto.subtle.importKey('jwk', state.cert.privateKey, ECDSA, false, ['sign']);
            return ok({ signature: b64(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key, unb64(m.message))) });
          }
          case 'ocrIdCard':
            return ok({ image: await idCardJpeg(m.side), fields: { name: 'CHAN TAI MAN', idNumber: 'A123456(3)', dateOfBirth: '1985-03-12' } });
          case 'share':
            return ok({ status: opts.shareStatus[m.platform] ?? 'success' });
          case 'sessionTimeout':
          case 'closePage':
            return ok();
          default:
            return { code: -5001 };
        }
      }

      w.XPMBSBridge = {
        postMessage(text: string) {
          const m = JSON.parse(text);
          w.__host.messages.push(m);
          const queued = scripted[m.method]?.shift();
          const answering = queued ? Promise.resolve(queued) : handle(m);
          void answering
            .catch(() => ({ code: -5009 }))
            .then((result) => setTimeout(() => w.XPMBSBridgeCallback(m.callbackID, JSON.stringify(result)), 0));
        },
      };
    },
    {
      language: options.language ?? 'mo',
      functions: options.functions ?? ALL_FUNCTIONS,
      supportTouchID: options.supportTouchID ?? true,
      supportFaceID: options.supportFaceID ?? false,
      shareStatus: options.shareStatus ?? {},
    },
  );
}

export interface HostState {
  messages: HostMessage[];
  directApiCalls: number;
  stored: Record<string, string>;
  state: { deviceID: string; biometric: boolean; token: unknown; cert: unknown };
}

export const hostState = (page: Page) => page.evaluate(() => (window as unknown as { __host: HostState }).__host);

/** The host answers the next call of `method` with this instead (a device error code, say). */
export const scriptHost = (page: Page, method: string, answer: { code: number; data?: unknown }) =>
  page.evaluate(([m, a]) => (window as unknown as { __host: { script(m: string, a: unknown): void } }).__host.script(m as string, a), [method, answer] as const);

/** The host's events: didLogin, didLogout, back. */
export const hostEvent = (page: Page, name: string, payload: object = {}) =>
  page.evaluate(([n, p]) => (window as unknown as Record<string, (n: string, p: string) => void>).XPMBSBridgeEvent!(n, JSON.stringify(p)), [name, payload] as const);
