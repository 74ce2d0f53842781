// The bank app's device while its code loads (fetched only in the app channel): every
// asynchronous function waits for it; the synchronous ones answer, until then, what a device
// without a token would. The service client waits for `ready()` before any call, so no
// request leaves without the device's id.
import { later } from './later';
import type { Device } from './types';

export function deferredDevice(loading: Promise<Device>): Device {
  const device = later(() => loading, { deviceId: '', isActivated: false, needsPin: false, unlockWith: 'none', shareTargets: [] }, { kind: 'native', ready: () => ready }, true);
  const ready = loading.then((d) => d.ready());
  return device;
}
