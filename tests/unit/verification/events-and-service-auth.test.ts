// @vitest-environment jsdom
// The verification's result event (the caller waits for the event of its request and bizType;
// a reloaded caller takes it from the tab once) and the service-auth answer: the bridge turns
// TE800000002 into a serviceAuth event and a 'service-auth' error, and the app opens the
// module of the block-redirect address through /open/ with the address to come back to.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServiceClient, ServiceError } from '../../../bridge';
import { envelope, headerFor, scriptedFetch } from '../bridge/helpers';
import { publishVerification, takeVerification, waitForVerification } from '../../../app/verification/events';
import { blockRedirectTarget, openBlockRedirect } from '../../../app/verification/service-auth';
import { moduleTarget } from '../../../app/routing/module-links';

afterEach(() => sessionStorage.clear());

describe('the result event', () => {
  it('reaches the waiter of the same request and bizType, the window, and the tab once', async () => {
    const other = vi.fn();
    void waitForVerification({ rid: 'r2' }).then(other);
    const waiting = waitForVerification({ rid: 'r1', bizType: 'login' });
    const heard = vi.fn();
    window.addEventListener('verification', (e) => heard((e as CustomEvent).detail));
    const event = { rid: 'r1', bizType: 'login', ticket: 'T'.repeat(43), passed: true };
    publishVerification(event);
    await expect(waiting).resolves.toEqual(event);
    expect(heard).toHaveBeenCalledWith(event);
    expect(other).not.toHaveBeenCalled();
    expect(takeVerification('r1')).toEqual(event);
    expect(takeVerification('r1')).toBeNull();
  });

  it('a waiter of another bizType keeps waiting', async () => {
    const waiter = vi.fn();
    void waitForVerification({ rid: 'r3', bizType: 'transfer' }).then(waiter);
    publishVerification({ rid: 'r3', bizType: 'login', passed: true });
    await Promise.resolve();
    expect(waiter).not.toHaveBeenCalled();
  });
});

describe('service-auth', () => {
  it('the bridge emits serviceAuth with the block-redirect address and rejects with kind service-auth', async () => {
    const service = createServiceClient({
      header: headerFor('en'),
      config: { apiRoot: '/api/', appVersion: '1.0.0' },
      fetch: scriptedFetch(() => envelope('TE800000002', { blockRedirect: 'PLZ_BIND_CARD' }, 'Please bind your mainland bank card to use this service.')),
    });
    const heard = vi.fn();
    service.on('serviceAuth', heard);
    const error = await service.callDynamic('ITSI190020', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ kind: 'service-auth', code: 'TE800000002', message: 'Please bind your mainland bank card to use this service.' });
    expect(heard).toHaveBeenCalledWith({ code: 'TE800000002', message: 'Please bind your mainland bank card to use this service.', redirect: 'PLZ_BIND_CARD' });
  });

  it('PLZ_BIND_CARD opens the bind-card module through /open/, which the module table sends to a screen of the app', () => {
    const target = blockRedirectTarget('PLZ_BIND_CARD', '/transfer-pay/mainland-remittance');
    expect(target).toBe('/open/onlogin-add-card?backUrl=%2Ftransfer-pay%2Fmainland-remittance');
    const [path, query] = target!.split('?') as [string, string];
    expect(moduleTarget(path.replace('/open/', ''), `?${query}`)).toBe('/verification/add-card?backUrl=%2Ftransfer-pay%2Fmainland-remittance');
    expect(blockRedirectTarget('PLZ_UNKNOWN', '/x')).toBeNull();
    // Only a path of this app is a way back.
    expect(blockRedirectTarget('PLZ_BIND_CARD', '//evil.example/')).toBe('/open/onlogin-add-card?backUrl=%2Fmine%2Findex');
  });

  it.each([
    ['PLZ_SET_LIMIT', '/settings/limit-setting'],
    ['PLZ_NOTICE_ON', '/settings/notice'],
  ])('the prerequisite %s opens %s with the way back to the journey', (redirect, page) => {
    const target = blockRedirectTarget(redirect, '/transfer-pay/transfer-create');
    const [path, query] = target!.split('?') as [string, string];
    expect(moduleTarget(path.replace('/open/', ''), `?${query}`)).toBe(`${page}?backUrl=%2Ftransfer-pay%2Ftransfer-create`);
  });

  it('asks first, goes only on yes, and asks once for a burst of refusals', async () => {
    let answer!: (go: boolean) => void;
    const ui = {
      confirm: vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve))),
      navigate: vi.fn(),
      here: () => '/transfer-pay/mainland-remittance',
      goText: () => 'Bind a card',
    };
    const event = { message: 'Please bind', redirect: 'PLZ_BIND_CARD' };
    const first = openBlockRedirect(event, ui);
    await openBlockRedirect(event, ui);
    expect(ui.confirm).toHaveBeenCalledTimes(1);
    answer(true);
    await first;
    expect(ui.navigate).toHaveBeenCalledWith('/open/onlogin-add-card?backUrl=%2Ftransfer-pay%2Fmainland-remittance');
    const no = openBlockRedirect(event, ui);
    answer(false);
    await no;
    expect(ui.navigate).toHaveBeenCalledTimes(1);
  });
});

describe('the module table', () => {
  it('leads every /open/ module of the spec to a screen of this product', () => {
    expect(moduleTarget('onlogin-add-card', '')).toBe('/verification/add-card');
    expect(moduleTarget('online_open_needBind', '')).toBe('/verification/open-e-account');
    expect(moduleTarget('verification', '?bizType=login')).toBe('/verification/index?bizType=login');
    expect(moduleTarget('multiple-verify', '?theMods=%5B%22password%22%2C%22sms%22%5D')).toBe('/verification/index?theMods=%5B%22password%22%2C%22sms%22%5D');
  });
});
