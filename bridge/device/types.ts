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
  /**
   * Binds a token to this device (ITSI498006, with the token PIN and the binding's proof beyond
   * the session: SMS code and password) and keeps the seed the bank returns.
   */
  activate(call: ServiceCall, pin?: string, proof?: object): Promise<void>;
  /** The current one-time code; rejects when the token is not activated (or not unlocked by its PIN). */
  generateOtp(): Promise<string>;
  deactivate(): void;
  /** True when each code needs the token PIN first (a seed kept wrapped by the bank's key). */
  needsPin?(): boolean;
  /** Checks the PIN at the bank (ITSI500001) and opens the seed for the next code only. */
  unlock?(call: ServiceCall, pin: string): Promise<void>;
  /** The transaction confirmation code (OCRA) for the bank's challenge question. */
  generateTransactionCode?(question: string): Promise<string>;
}

export interface Device {
  /** Stable id of this installation, sent as clientDeviceId and termNo. */
  deviceId(): string;
  storage: KeyValueStore;
  token: MobileToken;
}
