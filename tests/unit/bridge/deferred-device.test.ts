// The bank app's device while its code loads: asynchronous functions wait for it, synchronous
// ones answer a device without a token until it is there, and the stand-in is not a thenable.
import { describe, expect, it } from 'vitest';
import { createFakeDevice, deferredDevice, type Device } from '../../../bridge';

describe('deferredDevice', () => {
  it('waits for the loaded device, and answers the synchronous functions from it once loaded', async () => {
    let resolve!: (d: Device) => void;
    const loading = new Promise<Device>((r) => (resolve = r));
    const device = deferredDevice(loading);
    expect(device.kind).toBe('native');
    expect(device.deviceId()).toBe('');
    expect(device.token.isActivated()).toBe(false);
    expect(device.shareTargets()).toEqual([]);
    const otp = device.token.generateOtp();
    const real = createFakeDevice();
    resolve(real);
    await device.ready();
    expect(device.deviceId()).toBe(real.deviceId());
    expect(device.token.isActivated()).toBe(true);
    await expect(otp).resolves.toBe('287082');
    await expect(device.closePage()).resolves.toBe(true);
    expect(real.asked.map((a) => a.name)).toEqual(['closePage']);
    // Awaiting it (a thenable check) does not reach into the device.
    await expect(Promise.resolve(device)).resolves.toBe(device);
  });
});
