// What the rest of the product may ask of the device. The web, the bank app and tests
// each supply an implementation; callers never know which one they hold.

/** Synchronous string storage, shaped after Web Storage so a browser store fits as-is. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Sends one transaction code; a ServiceClient's `call` fits. */
export type ServiceCall = (code: string, payload: object) => Promise<unknown>;

export interface MobileToken {
  isActivated(): boolean;
  /** Binds a token to this device (ITSI498006) and keeps the seed the bank returns. */
  activate(call: ServiceCall): Promise<void>;
  /** The current one-time code; rejects when the token is not activated. */
  generateOtp(): Promise<string>;
  deactivate(): void;
}

export interface Device {
  /** Stable id of this installation, sent as clientDeviceId and termNo. */
  deviceId(): string;
  storage: KeyValueStore;
  token: MobileToken;
}
