// What the rest of the product may ask of the device (spec section 7: device info, login
// methods, biometric log-on and confirmation, PIN verification, the token's one-time
// passwords, certificate retrieval and message signing, ID-card capture, social share, the
// session time-out and closing the page). One implementation per channel: the browser's
// stand-ins (device/web.ts), the bank app's native host (native/device.ts), and a scripted
// one for tests (device/fake.ts). Callers never know which one they hold.

/** Synchronous string storage, shaped after Web Storage so a browser store fits as-is. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Sends one transaction code; a ServiceClient's `call` fits. */
export type ServiceCall = (code: string, payload: object) => Promise<unknown>;

/** How the token is opened before it makes a code: fingerprint / Face ID, the token PIN, or nothing. */
export type TokenUnlock = 'biometric' | 'pin' | 'none';

export interface MobileToken {
  isActivated(): boolean;
  /**
   * Binds a token to this device (with the token PIN and the binding's proof beyond the
   * session: SMS code and password) and keeps the seed the bank returns.
   */
  activate(call: ServiceCall, pin?: string, proof?: object): Promise<void>;
  /** The current one-time code; rejects when the token is not activated (or not unlocked). */
  generateOtp(): Promise<string>;
  deactivate(): void;
  /** True when each code needs the token PIN first. */
  needsPin?(): boolean;
  /** How the next code is unlocked (spec section 4: biometric methods first, else the PIN). */
  unlockWith?(): TokenUnlock;
  /** Checks the PIN (or, without one, the biometrics) and opens the seed for the next code only. */
  unlock?(call: ServiceCall, pin?: string): Promise<void>;
  /** The transaction confirmation code (OCRA) for the bank's challenge question. */
  generateTransactionCode?(question: string): Promise<string>;
  /** Changes the token PIN (the current one counts as an attempt). */
  changePin?(call: ServiceCall, oldPin: string, newPin: string): Promise<void>;
}

/** Spec section 3: device info. */
export interface DeviceInfo {
  deviceID: string;
  supportTouchID: boolean;
  supportFaceID: boolean;
}

/** Spec section 3: login methods; '1' (fingerprint) and '4' (Face ID) are biometric. */
export const BIOMETRIC_METHODS: readonly string[] = ['1', '4'];

export const isBiometricMethod = (method: string): boolean => BIOMETRIC_METHODS.includes(method);

/** A log-on the device completed with the bank: the session token and the customer. */
export interface DeviceLogon {
  token: string;
  user: unknown;
}

/** Certificate retrieval and message signing (spec section 7). */
export interface DeviceSigner {
  /** The certificate number the bank gave this device's key, if registered. */
  certNo(): Promise<string | null>;
  /** Makes the key pair if needed; returns the public key as base64 SPKI. */
  publicKey(): Promise<string>;
  rememberCertNo(certNo: string): Promise<void>;
  /** ECDSA P-256 / SHA-256 over the bytes of a base64 hash; base64 r||s. */
  signHash(hashBase64: string): Promise<string>;
  forget(): Promise<void>;
}

/** Where a receipt may be shared: the spec's messaging apps, or the system's own share sheet. */
export type ShareTarget = 'whatsapp' | 'wechat' | 'line' | 'system';

export interface ShareContent {
  title: string;
  text: string;
  /** A picture of the receipt (PNG). */
  image?: Blob;
  fileName?: string;
}

/**
 * What came of a share: done, the customer closed the sheet, failed, the messaging app is
 * not installed, the share function is missing ('not supported'), or the browser copied the
 * text instead.
 */
export type ShareOutcome = 'shared' | 'cancelled' | 'failed' | 'not-installed' | 'not-supported' | 'copied';

/** An ID card captured by the device camera with text recognition (account opening). */
export interface IdCardCapture {
  image: Blob;
  /** What the device read from the card (name, idNumber, dateOfBirth...), for the customer to check. */
  fields: Record<string, string>;
}

export interface Device {
  /** 'browser' stand-ins, or the bank app's 'native' host. */
  readonly kind: 'browser' | 'native';
  /** Resolves once the device knows its id and state (the native host answers asynchronously). */
  ready(): Promise<void>;
  /** Stable id of this installation, sent as clientDeviceId and termNo. */
  deviceId(): string;
  storage: KeyValueStore;
  token: MobileToken;
  info(): Promise<DeviceInfo>;
  /** The token's unlock methods on this device: empty when no token is activated here. */
  loginMethods(): Promise<string[]>;
  /** Log on with fingerprint / Face ID; rejects with a DeviceError (silent when cancelled). */
  biometricLogon(): Promise<DeviceLogon>;
  signer: DeviceSigner;
  /** The targets this device offers for sharing, in the order shown. */
  shareTargets(): ShareTarget[];
  share(target: ShareTarget, content: ShareContent): Promise<ShareOutcome>;
  /** An ID card through the device's capture with recognition; null where the device has none (the page's camera is used). */
  captureIdCard(side: 'front' | 'back'): Promise<IdCardCapture | null>;
  /** The bank reported a session time-out: the device goes to its own time-out handling. */
  sessionTimedOut(): Promise<void>;
  /** Closes the page (no history left to go back to); false when it could not. */
  closePage(): Promise<boolean>;
  /**
   * Fingerprint / Face ID on (or off) for the token and the log-on of this device; answers
   * the login methods. The bank app only: in a browser a passkey is registered instead.
   */
  setBiometricLogon?(enabled: boolean): Promise<string[]>;
}
