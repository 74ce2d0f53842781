// A device whose implementation is still loading (the bank app's, fetched only in the app
// channel): every asynchronous function waits for it; the few synchronous ones answer from
// it once loaded and, before that, what a device without a token would. The service client
// waits for `ready()` before any call, so no request leaves without the device's id.
import { createMemoryStore } from './kv-store';
import type { Device, MobileToken } from './types';

export function deferredDevice(loading: Promise<Device>): Device {
  let loaded: Device | undefined;
  const device = loading.then((d) => (loaded = d));
  const ready = device.then((d) => d.ready());
  const fallbackStorage = createMemoryStore();
  const use = async <T>(fn: (d: Device) => T | Promise<T>): Promise<T> => {
    await ready;
    return fn(loaded!);
  };
  const token: MobileToken = {
    isActivated: () => loaded?.token.isActivated() ?? false,
    needsPin: () => loaded?.token.needsPin?.() ?? false,
    unlockWith: () => loaded?.token.unlockWith?.() ?? 'none',
    activate: (call, pin, proof) => use((d) => d.token.activate(call, pin, proof)),
    generateOtp: () => use((d) => d.token.generateOtp()),
    deactivate: () => void use((d) => d.token.deactivate()),
    unlock: (call, pin) => use((d) => d.token.unlock?.(call, pin)),
    generateTransactionCode: (question) => use((d) => d.token.generateTransactionCode!(question)),
    changePin: (call, oldPin, newPin) => use((d) => d.token.changePin!(call, oldPin, newPin)),
  };
  return {
    kind: 'native',
    ready: () => ready,
    deviceId: () => loaded?.deviceId() ?? '',
    get storage() {
      return loaded?.storage ?? fallbackStorage;
    },
    token,
    info: () => use((d) => d.info()),
    loginMethods: () => use((d) => d.loginMethods()),
    biometricLogon: () => use((d) => d.biometricLogon()),
    setBiometricLogon: (enabled: boolean) => use((d) => d.setBiometricLogon!(enabled)),
    signer: {
      certNo: () => use((d) => d.signer.certNo()),
      publicKey: () => use((d) => d.signer.publicKey()),
      rememberCertNo: (certNo) => use((d) => d.signer.rememberCertNo(certNo)),
      signHash: (hash) => use((d) => d.signer.signHash(hash)),
      forget: () => use((d) => d.signer.forget()),
    },
    shareTargets: () => loaded?.shareTargets() ?? [],
    share: (target, content) => use((d) => d.share(target, content)),
    captureIdCard: (side) => use((d) => d.captureIdCard(side)),
    sessionTimedOut: () => use((d) => d.sessionTimedOut()),
    closePage: () => use((d) => d.closePage()),
  };
}
