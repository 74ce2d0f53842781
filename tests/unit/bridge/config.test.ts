import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../bridge';

describe('loadConfig', () => {
  it('reads /static/config.json and keeps extra keys', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ apiRoot: '/bank/api', appVersion: '2.0.1', mallRoot: '/mall/' }));
    const config = await loadConfig(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/static/config.json', expect.objectContaining({ credentials: 'same-origin' }));
    expect(config).toEqual({ apiRoot: '/bank/api/', appVersion: '2.0.1', mallRoot: '/mall/' });
  });

  it('falls back to the defaults when the file is missing, broken or unreachable', async () => {
    const defaults = { apiRoot: '/api/', appVersion: '0.0.0' };
    await expect(loadConfig(async () => new Response('nope', { status: 404 }))).resolves.toEqual(defaults);
    await expect(loadConfig(async () => new Response('{', { status: 200 }))).resolves.toEqual(defaults);
    await expect(loadConfig(async () => Promise.reject(new TypeError('offline')))).resolves.toEqual(defaults);
    await expect(loadConfig(async () => Response.json({ apiRoot: 7 }))).resolves.toEqual(defaults);
  });
});
