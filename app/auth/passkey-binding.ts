// Which passkey this browser holds for a customer. WebAuthn cannot tell a web page whether
// the device still has a credential, so the device remembers the one it registered: set by
// registration, forgotten when the customer removes it or when the bank no longer lists it.
// Only the credential id is kept (public: the bank sends it in every challenge's options).

export const PASSKEY_BINDING_PREFIX = 'bound-device.passkey.';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface PasskeyBinding {
  /** The credential id this device registered for the customer, or null. */
  credentialOf(customerId: string): string | null;
  remember(customerId: string, credentialId: string): void;
  forget(customerId: string): void;
}

export function createPasskeyBinding(storage: KeyValueStorage): PasskeyBinding {
  const key = (customerId: string) => PASSKEY_BINDING_PREFIX + customerId;
  return {
    credentialOf(customerId) {
      try {
        return storage.getItem(key(customerId));
      } catch {
        return null; // storage blocked (private mode): no passkey is remembered
      }
    },
    remember(customerId, credentialId) {
      try {
        storage.setItem(key(customerId), credentialId);
      } catch {
        // Not remembered: this device keeps confirming with the mobile token.
      }
    },
    forget(customerId) {
      try {
        storage.removeItem(key(customerId));
      } catch {
        // Nothing stored to forget.
      }
    },
  };
}

/** This browser's memory (localStorage: it outlives the session, as the registration does). */
export function devicePasskeyBinding(): PasskeyBinding {
  return createPasskeyBinding(window.localStorage);
}
