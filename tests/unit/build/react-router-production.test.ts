import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProduction, reactRouterProductionEntry } from '../../../build-tools/react-router-production';

describe("react-router's production build in the app's build", () => {
  it('exists in the installed package, with its development warnings off', () => {
    const entry = reactRouterProductionEntry();
    expect(fs.existsSync(entry)).toBe(true);
    const chunks = fs.readdirSync(path.dirname(entry)).filter((f) => f.endsWith('.mjs'));
    const flags = chunks.flatMap((f) => fs.readFileSync(path.join(path.dirname(entry), f), 'utf8').match(/var ENABLE_DEV_WARNINGS = (true|false);/g) ?? []);
    expect(flags).toEqual(['var ENABLE_DEV_WARNINGS = false;']);
  });

  it('is what a bare react-router import resolves to, and nothing else is redirected', () => {
    const plugin = reactRouterProduction();
    const resolve = plugin.resolveId as (source: string) => string | null;
    expect(resolve('react-router')).toBe(reactRouterProductionEntry());
    expect(resolve('react-router-dom')).toBeNull();
    expect(resolve('react')).toBeNull();
    expect(plugin.apply).toBe('build');
  });
});
