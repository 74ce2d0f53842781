// The plain-browser prompt links only to an https download page from the deployment's config.
import { describe, expect, it } from 'vitest';
import { appDownloadUrl } from '../../../app/login/app-download-url';

describe('app download link', () => {
  it('takes an https address from the config', () => {
    expect(appDownloadUrl({ appDownloadUrl: 'https://bank.example.hk/app?src=web' })).toBe('https://bank.example.hk/app?src=web');
  });

  it.each([
    ['missing', {}],
    ['not a string', { appDownloadUrl: 42 }],
    ['plain http', { appDownloadUrl: 'http://bank.example.hk/app' }],
    ['a script URL', { appDownloadUrl: 'javascript:alert(1)' }],
    ['a data URL', { appDownloadUrl: 'data:text/html,<b>x</b>' }],
    ['not a URL', { appDownloadUrl: 'download the app' }],
  ])('ignores one that is %s', (_why, config) => {
    expect(appDownloadUrl(config as Record<string, unknown>)).toBeNull();
  });
});
