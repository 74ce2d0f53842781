// The shell's routing rules of spec section 2: back navigation, module links, safe
// redirects, and which URL shows which step of a flow.
import { describe, expect, it } from 'vitest';
import { SessionStore } from '../../../app/session/session-store';
import { resolveBack, restoreQuery } from '../../../app/routing/back-navigation';
import { isExternal, moduleTarget } from '../../../app/routing/module-links';
import { safeRedirect } from '../../../app/routing/safe-redirect';
import { firstStepOfRoute, stepFromUrl, urlOfStep } from '../../../app/routing/flow-url';
import { buildUrl } from '../../../app/routing/navigation-url';
import { FlowRun, type EngineDeps, type Flow } from '../../../engine/core';
import transferCreate from '../../../generated/journeys/transfer.create/flow.json';

function memory() {
  const map = new Map<string, string>();
  return { get: (k: string) => map.get(k) ?? null, set: (k: string, v: string) => void map.set(k, v), remove: (k: string) => void map.delete(k) };
}

describe('back navigation', () => {
  it('pops the history, trimming it when a path is revisited, and restores the saved query with popup reset', () => {
    const session = new SessionStore(memory());
    session.visit('/mine/index', '');
    session.visit('/transfer-pay/transfer-record', '?status=1&popup=true');
    session.visit('/transfer-pay/transfer-detail', '?id=T1');
    session.visit('/transfer-pay/transfer-record', '?status=1&popup=true'); // revisit trims
    expect(session.state.routeHistory).toEqual(['/mine/index', '/transfer-pay/transfer-record']);
    session.visit('/transfer-pay/transfer-detail', '?id=T2');
    const back = resolveBack({ session, path: '/transfer-pay/transfer-detail', query: new URLSearchParams('id=T2'), channel: 'web' });
    expect(back).toEqual({ kind: 'route', to: '/transfer-pay/transfer-record?status=1&popup=false' });
  });

  it('after a successful transfer, back on the records goes to a new transfer', () => {
    const session = new SessionStore(memory());
    session.visit('/transfer-pay/transfer-success', '');
    session.visit('/transfer-pay/transfer-record', '?from=transfer-success');
    const back = resolveBack({ session, path: '/transfer-pay/transfer-record', query: new URLSearchParams('from=transfer-success'), channel: 'web' });
    expect(back).toEqual({ kind: 'route', to: '/transfer-pay/transfer-create' });
  });

  it('goes to my settings when the soft-token setting flag is set', () => {
    const session = new SessionStore(memory());
    session.state.settingsInfo.softTokenSetting = true;
    expect(resolveBack({ session, path: '/x/y', query: new URLSearchParams(), channel: 'web' })).toEqual({ kind: 'route', to: '/settings/my-setting' });
  });

  it('the soft-token flag, set by the token settings, sends Back to My settings once and lasts only there', () => {
    const session = new SessionStore(memory());
    session.visit('/mine/index', '');
    session.visit('/settings/get-otp-index', '');
    session.setSetting('softTokenSetting', true);
    session.visit('/settings/get-otp-input', '');
    expect(session.state.settingsInfo.softTokenSetting).toBe(true);
    expect(resolveBack({ session, path: '/settings/get-otp-input', query: new URLSearchParams(), channel: 'web' })).toEqual({ kind: 'route', to: '/settings/my-setting' });
    expect(session.state.settingsInfo.softTokenSetting).toBe(false);
    session.setSetting('softTokenSetting', true);
    session.visit('/transfer-pay/transfer-create', '');
    expect(session.state.settingsInfo.softTokenSetting).toBe(false);
  });

  it('then the stored back link, then the channel main page, and in the bank app closes the page', () => {
    const session = new SessionStore(memory());
    session.setBackLink('/settings/my-setting');
    expect(resolveBack({ session, path: '/a/b', query: new URLSearchParams(), channel: 'web' })).toEqual({ kind: 'route', to: '/settings/my-setting' });
    expect(resolveBack({ session, path: '/a/b', query: new URLSearchParams(), channel: 'web' })).toEqual({ kind: 'route', to: '/mine/index' });
    expect(resolveBack({ session, path: '/a/b', query: new URLSearchParams(), channel: 'app' })).toEqual({ kind: 'close' });
    expect(resolveBack({ session, path: '/a/b', query: new URLSearchParams(), channel: 'web', blocked: true })).toEqual({ kind: 'blocked' });
  });

  it('restoreQuery resets only the popup flag', () => {
    expect(restoreQuery('?a=1&popup=true')).toBe('?a=1&popup=false');
    expect(restoreQuery('')).toBe('');
  });
});

describe('session store', () => {
  it('persists logon, and logout clears token, user and history but keeps the channel facts', () => {
    const storage = memory();
    const session = new SessionStore(storage);
    session.setInApp(true);
    session.logon('t'.repeat(40), { custId: 'C1', custNo: '1', customerName: 'CHAN TAI MAN', idType: 'HKID', idNumber: 'A12****(3)', secMobileNumber: '****5678', needOptFlag: '0' });
    session.visit('/mine/index', '');
    const again = new SessionStore(storage);
    expect(again.isLogon).toBe(true);
    expect(again.user?.customerName).toBe('CHAN TAI MAN');
    again.logout();
    expect(again.isLogon).toBe(false);
    expect(again.token).toBeNull();
    expect(again.state.routeHistory).toEqual([]);
    expect(again.state.isInApp).toBe(true);
    expect(new SessionStore(storage).isLogon).toBe(false);
  });

  it('a stored session without a token starts logged out', () => {
    const storage = memory();
    storage.set('session', JSON.stringify({ isLogon: true, token: null }));
    expect(new SessionStore(storage).isLogon).toBe(false);
  });
});

describe('module links and redirects', () => {
  it('carries the query over, joining with & when the target has one', () => {
    expect(moduleTarget('transfer', '?webtype=wx')).toBe('/transfer-pay/transfer-create?webtype=wx');
    expect(moduleTarget('transfer', '')).toBe('/transfer-pay/transfer-create');
    expect(moduleTarget('nothing-here', '?a=1')).toBeNull();
    expect(moduleTarget('$comment', '')).toBeNull();
    expect(moduleTarget('constructor', '')).toBeNull();
    expect(buildUrl('/x?y=1', { z: '2' })).toBe('/x?y=1&z=2');
    expect(isExternal('https://fps.hkicl.com.hk/')).toBe(true);
    expect(isExternal('/mine/index')).toBe(false);
  });

  it('keeps redirect targets inside the app', () => {
    expect(safeRedirect('/transfer-pay/transfer-create?x=1')).toBe('/transfer-pay/transfer-create?x=1');
    expect(safeRedirect('//evil.example/')).toBe('/mine/index');
    expect(safeRedirect('https://evil.example/')).toBe('/mine/index');
    expect(safeRedirect('/\\evil.example')).toBe('/mine/index');
    expect(safeRedirect(null)).toBe('/mine/index');
  });
});

describe('flow URLs', () => {
  const flow = transferCreate as unknown as Flow;
  it('maps routes to steps, with ?step= for a later step sharing a route', () => {
    expect(firstStepOfRoute(flow, '/transfer-pay/transfer-create')).toBe('input');
    expect(stepFromUrl(flow, '/transfer-pay/transfer-create', '?step=confirm')).toBe('confirm');
    expect(stepFromUrl(flow, '/transfer-pay/transfer-create', '?step=result')).toBe('input'); // result lives elsewhere
    expect(stepFromUrl(flow, '/transfer-pay/transfer-success', '')).toBe('result');
  });

  it('builds the URL of the current step, keeping the run query', () => {
    const deps = { newId: () => 'x'.repeat(16), now: () => new Date(), locale: () => 'en', user: () => null, call: async () => ({}), formValidators: {}, authenticators: {} } as unknown as EngineDeps;
    const run = new FlowRun(flow, deps, { query: { from: 'home' } });
    expect(urlOfStep(run)).toBe('/transfer-pay/transfer-create?from=home');
    run.stepId = 'confirm';
    expect(urlOfStep(run)).toBe('/transfer-pay/transfer-create?from=home&step=confirm');
  });
});
