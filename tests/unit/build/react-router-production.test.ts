import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProduction, reactRouterProductionEntry, shakeableReactRouter } from '../../../build-tools/react-router-production';

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

  it("marks the installed build's top-level React calls pure and drops its display names, changing nothing else", () => {
    const dir = path.dirname(reactRouterProductionEntry());
    const modules = fs.readdirSync(dir).filter((f) => f.endsWith('.mjs')).map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
    const shaken = modules.map(shakeableReactRouter);
    // Link, NavLink and Form (forwardRef) and the router's contexts (createContext) among them.
    expect(shaken.reduce((n, s) => n + s.pureCalls, 0)).toBeGreaterThanOrEqual(10);
    expect(shaken.reduce((n, s) => n + s.displayNames, 0)).toBeGreaterThanOrEqual(3);
    const joined = shaken.map((s) => s.code).join('\n');
    expect(joined).toMatch(/^var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(joined).not.toMatch(/\.displayName = "/);
    // Same lines, so the source map still points where it did.
    shaken.forEach((s, i) => expect(s.code.split('\n').length).toBe(modules[i]!.split('\n').length));
  });

  it('leaves a nested call and other assignments alone', () => {
    const source = ['var A = React.createContext(null);', 'function f() {', '  var B = React.createContext(null);', '  B.other = "x";', '}', 'A.displayName = "A";'].join('\n');
    const { code, pureCalls, displayNames } = shakeableReactRouter(source);
    expect(code.split('\n')).toEqual(['var A = /* @__PURE__ */ React.createContext(null);', 'function f() {', '  var B = React.createContext(null);', '  B.other = "x";', '}', '']);
    expect([pureCalls, displayNames]).toEqual([1, 1]);
  });
});
