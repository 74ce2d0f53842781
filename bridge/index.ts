// Public API of the bridge: everything that leaves the page (service calls, device,
// channel) and the texts the bridge owns. Other layers import from here only.
export { createEmitter, type Emitter, type Listener } from './events';

export {
  createServiceClient,
  DEFAULT_TIMEOUT_MS,
  type CallOptions,
  type ServiceClient,
  type ServiceClientOptions,
  type ServiceEvents,
} from './service/client';
export { ServiceError, isServiceError, isNetworkFailure, type ServiceErrorKind } from './service/errors';
export {
  SUCCESS_CODES,
  SESSION_TIMEOUT_CODE,
  SERVICE_AUTH_CODE,
  SECURITY_CODES,
  PASSWORD_UPGRADE_CODE,
  APP_UPGRADE_CODE,
  NETWORK_ERROR_CODE,
  TIMEOUT_ERROR_CODE,
  PARSE_ERROR_CODE,
} from './service/codes';
export { loadConfig, normalizeConfig, CONFIG_URL, DEFAULT_CONFIG, type BridgeConfig } from './service/config';
export { bankNow } from './service/bank-time';
export { createHeaderProvider, type HeaderProvider, type HeaderSources, type RequestHeader } from './service/header';
export type { ServiceEnvelope } from './service/envelope';
export type { FetchLike } from './service/transport';

export {
  UI_LOCALES,
  DEFAULT_LOCALE,
  toHeaderLocale,
  toLanguage,
  toUiLocale,
  isUiLocale,
  type UiLocale,
  type HeaderLocale,
  type Language,
} from './i18n/locale';

export { MESSAGES, message, type MessageKey } from './catalogue/messages';

export {
  detectChannel,
  detectCurrentChannel,
  CHANNELS,
  APP_UA_MARKER,
  APP_BRIDGE_GLOBAL,
  hasNativeHost,
  type ChannelInfo,
  type ChannelName,
} from './channel/detect';

export {
  BIOMETRIC_METHODS,
  isBiometricMethod,
  type Device,
  type DeviceInfo,
  type DeviceLogon,
  type DeviceSigner,
  type IdCardCapture,
  type KeyValueStore,
  type MobileToken,
  type ServiceCall,
  type ShareContent,
  type ShareOutcome,
  type ShareTarget,
  type TokenUnlock,
} from './device/types';
export { createWebDevice, WEB_KEYS, PIN_METHOD, type WebDeviceOptions } from './device/web';
export { deferredDevice } from './device/deferred';
export {
  createFakeDevice,
  FAKE_TOKEN_SEED,
  FAKE_DEVICE_ID,
  FAKE_START_TIME,
  type FakeDevice,
  type FakeDeviceOptions,
  type FakeAnswers,
} from './device/fake';
export { createSoftToken, MobileTokenError, ACTIVATE_CODE, TOTP_SETTINGS, type MobileTokenErrorReason } from './device/mobile-token';
export { createSessionStore, SESSION_TIMEOUT_KEY, type SessionStore } from './device/session-storage';
export { createMemoryStore, createWebStore } from './device/kv-store';

export {
  deviceErrorMessage,
  sdkErrorMessage,
  deviceCodeMessage,
  signingMessage,
  biometricUnsupportedMessage,
  DeviceError,
  USER_CANCELLED,
  type DeviceErrorDetail,
  DEVICE_SECURITY_CODES,
  SDK_CODES,
  type SigningFailure,
} from './catalogue/device-errors';

export {
  connectNativeHost,
  HOST_OBJECT,
  HOST_CALLBACK,
  HOST_EVENT,
  type NativeHost,
  type HostEvents,
} from './native/host';
export { createNativeFetch, hostLanguage, setHostLanguage, INDICATE_NONE } from './native/transport';
export { createDeviceSigner, SIGNING_KEY_ENTRY, type KeyStore } from './device/signing-key';
export { SigningError } from './device/signing-error';
export { createNativeDevice, NATIVE_CODES, TOKEN_DISABLED, type NativeDeviceOptions, type HostInfo } from './native/device';
export { handlePartnerMessage, isPartnerRequest, partnerOrigins, type PartnerMessageEvent } from './channel/partner-messages';
