// Spec section 5: in the bank app, a client older than the version the bank requires is asked
// to update. The comparison and the app's version in its user agent.
import { describe, expect, it } from 'vitest';
import { appVersionFromUserAgent, compareVersions, needsUpgrade } from '../../../domain/app-version';

describe('app versions', () => {
  it.each([
    ['5.2.0', '5.2.0', 0],
    ['5.2', '5.2.0', 0],
    ['5.10.0', '5.9.9', 1],
    ['5.1.9', '5.2.0', -1],
    ['10.0', '9.99.99', 1],
    ['', '1.0.0', -1],
    ['beta', '0.0.1', -1],
    ['1.0.0', '', 1],
  ])('%j against %j is %i', (a, b, sign) => {
    expect(compareVersions(a, b)).toBe(sign);
  });

  it.each([
    ['5.1.9', '5.2.0', true],
    ['5.2.0', '5.2.0', false],
    ['6.0', '5.2.0', false],
    ['', '1.0.0', true],
  ])('a client of %j with %j required must update: %s', (version, required, must) => {
    expect(needsUpgrade(version, required)).toBe(must);
  });

  it.each([
    ['Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 XPMBS/5.2.0', '5.2.0'],
    ['Mozilla/5.0 (Linux; Android 14) XPMBS/6.1 Mobile', '6.1'],
    ['Mozilla/5.0 XPMBS/', null],
    ['Mozilla/5.0 Safari/605.1.15', null],
  ])('%s reads %j', (ua, version) => {
    expect(appVersionFromUserAgent(ua)).toBe(version);
  });
});
