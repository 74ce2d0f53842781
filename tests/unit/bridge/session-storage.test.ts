// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createSessionStore, SESSION_TIMEOUT_KEY } from '../../../bridge';

afterEach(() => sessionStorage.clear());

describe('session store', () => {
  it('gets, sets and removes keys in window.sessionStorage', () => {
    const session = createSessionStore();
    session.set(SESSION_TIMEOUT_KEY, '1');
    expect(sessionStorage.getItem('sessionTimeout')).toBe('1');
    expect(session.get(SESSION_TIMEOUT_KEY)).toBe('1');
    session.remove(SESSION_TIMEOUT_KEY);
    expect(session.get(SESSION_TIMEOUT_KEY)).toBeNull();
  });

  it('stores JSON and reads back undefined for missing or broken values', () => {
    const session = createSessionStore();
    session.setJson('routeQueryHistory', { '/transfer': { step: 'confirm' } });
    expect(session.getJson('routeQueryHistory')).toEqual({ '/transfer': { step: 'confirm' } });
    expect(session.getJson('missing')).toBeUndefined();
    sessionStorage.setItem('broken', '{');
    expect(session.getJson('broken')).toBeUndefined();
  });
});
