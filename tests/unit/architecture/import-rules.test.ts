// The layers import one way (docs/architecture.md):
//   domain/       banking rules: pure TypeScript, imports nothing of the project but itself;
//   engine/core/  the interpreter: may use domain/ and generated/, never React, the DOM,
//                 the UI, the bridge or the bank;
//   server/       the sandbox bank: shares domain/, schemas and generated/ with the front
//                 end, never the front end's own code;
//   engine/react/ binds the run to React: the UI kit and the chart library are handed in by the
//                 app (the renderer set, widgets/renderers/), never imported;
//   codegen/replay/ the fixture replay: runs engine/core/ headless, never React or the bank;
//   the front end (app/, engine/, widgets/, bridge/) never imports the bank.
// Every import, re-export, dynamic import and require of every source file is checked.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');

interface Rule {
  layer: string;
  /** Project folders the layer may not import from. */
  forbidden?: string[];
  /** When set, the only project folders the layer may import from. */
  onlyProject?: string[];
  /** Packages the layer may not import (a name or a scope followed by '/'). */
  forbiddenPackages?: string[];
  /** When set, the only packages the layer may import. */
  onlyPackages?: string[];
  /** Browser globals the layer may not touch. */
  noDom?: boolean;
}

const UI_PACKAGES = ['react', 'react-dom', 'mobx-react-lite', 'react-i18next', 'react-router', 'antd-mobile', 'antd-mobile-icons', '@rjsf/'];
const FRONT_END = ['app/', 'engine/', 'widgets/', 'bridge/'];
/** What the app chooses and hands to the engine: the UI kit, its icons, the chart library. */
const KIT_PACKAGES = ['antd-mobile', 'antd-mobile-icons', 'uplot'];

const RULES: Rule[] = [
  { layer: 'domain/', onlyProject: ['domain/'], onlyPackages: ['dayjs', 'libphonenumber-js'], noDom: true },
  { layer: 'engine/core/', forbidden: ['engine/react/', 'app/', 'widgets/', 'bridge/', 'server/'], forbiddenPackages: UI_PACKAGES, noDom: true },
  { layer: 'engine/react/', forbidden: ['app/', 'widgets/', 'bridge/', 'server/'], forbiddenPackages: KIT_PACKAGES },
  { layer: 'server/', forbidden: FRONT_END, forbiddenPackages: UI_PACKAGES },
  // The replay runs the engine's core headless, for the test runner and for the bank's impact
  // review (the one way the bank reaches the engine): never its views, the UI or the bank.
  { layer: 'codegen/replay/', forbidden: ['engine/react/', 'app/', 'widgets/', 'bridge/', 'server/'], forbiddenPackages: UI_PACKAGES, noDom: true },
  ...FRONT_END.map((layer) => ({ layer, forbidden: ['server/'] })),
];

const DOM_GLOBALS = /\b(window|document|localStorage|sessionStorage|navigator|HTMLElement)\b/;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(path.join(ROOT, dir))) return [];
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(rel);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });
}

/** Module specifiers of a file: static imports and re-exports, import(), require(). */
function specifiers(text: string): string[] {
  const found = [
    ...text.matchAll(/\b(?:import|export)\s[^'"]*?\sfrom\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/\bimport\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...text.matchAll(/\brequire\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return found.map((m) => m[1]!);
}

/** Code without comments (so a comment may name what the code must not use). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

function matchesPackage(name: string, list: string[]): boolean {
  return list.some((entry) => (entry.endsWith('/') ? name.startsWith(entry) : name === entry));
}

/** What `file` breaks of `rule`, one line each. */
function violations(file: string, text: string, rule: Rule): string[] {
  const problems: string[] = [];
  for (const spec of specifiers(text)) {
    if (spec.startsWith('.')) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      const inside = (folders: string[]) => folders.some((f) => target.startsWith(f));
      if (rule.forbidden && inside(rule.forbidden)) problems.push(`${file} imports ${target}`);
      if (rule.onlyProject && !inside(rule.onlyProject)) problems.push(`${file} imports ${target}, outside ${rule.onlyProject.join(', ')}`);
    } else if (!spec.startsWith('node:')) {
      const name = packageName(spec);
      if (rule.forbiddenPackages && matchesPackage(name, rule.forbiddenPackages)) problems.push(`${file} imports the package ${name}`);
      if (rule.onlyPackages && !rule.onlyPackages.includes(name)) problems.push(`${file} imports the package ${name}, not one of ${rule.onlyPackages.join(', ')}`);
    }
  }
  if (rule.noDom) {
    const dom = withoutComments(text).match(DOM_GLOBALS);
    if (dom) problems.push(`${file} uses the browser's ${dom[1]}`);
  }
  return problems;
}

describe('import rules', () => {
  for (const rule of RULES) {
    it(`${rule.layer} keeps to its layer`, () => {
      const files = sourceFiles(rule.layer.replace(/\/$/, ''));
      expect(files.length).toBeGreaterThan(0);
      const problems = files.flatMap((file) => violations(file, fs.readFileSync(path.join(ROOT, file), 'utf8'), rule));
      expect(problems).toEqual([]);
    });
  }

  // The visual editor's libraries load with the studio alone (docs/visual-editor.md), whose
  // route the customers' build does not have: no other front-end file may import them.
  it('keeps the visual editor\'s libraries in the studio', () => {
    const editor: Rule = { layer: 'app/sandbox/studio/visual/', forbiddenPackages: ['@dnd-kit/', '@xyflow/', 'react-querybuilder'] };
    const files = FRONT_END.flatMap((dir) => sourceFiles(dir.replace(/\/$/, ''))).filter((f) => !f.startsWith(editor.layer));
    expect(files.flatMap((file) => violations(file, fs.readFileSync(path.join(ROOT, file), 'utf8'), editor))).toEqual([]);
    expect(violations('app/pages/FlowPage.tsx', "import { ReactFlow } from '@xyflow/react';", editor)).toHaveLength(1);
    expect(sourceFiles('app/sandbox/studio/visual').flatMap((file) => specifiers(fs.readFileSync(path.join(ROOT, file), 'utf8'))).map(packageName)).toEqual(
      expect.arrayContaining(['@dnd-kit/core', '@xyflow/react', 'react-querybuilder']),
    );
  });

  it('catches an import across the layers', () => {
    const domain = RULES[0]!;
    const core = RULES[1]!;
    const server = RULES.find((r) => r.layer === 'server/')!;
    const adapter = RULES.find((r) => r.layer === 'engine/react/')!;
    expect(violations('domain/format/money.ts', "import { x } from '../../engine/core/texts';", domain)).toHaveLength(1);
    expect(violations('domain/format/money.ts', "import React from 'react';", domain)).toHaveLength(1);
    expect(violations('domain/format/money.ts', "const w = window.innerWidth;", domain)).toHaveLength(1);
    expect(violations('domain/format/money.ts', "// not window.innerWidth\nimport dayjs from 'dayjs';", domain)).toEqual([]);
    expect(violations('engine/core/flow-run.ts', "export { a } from '../react/kit';", core)).toHaveLength(1);
    expect(violations('engine/core/flow-run.ts', "const m = await import('antd-mobile');", core)).toHaveLength(1);
    expect(violations('engine/core/flow-run.ts', "import { a } from '../../domain/otp/ocra';", core)).toEqual([]);
    expect(violations('engine/react/FlowStepView.tsx', "import { DotLoading } from 'antd-mobile';", adapter)).toHaveLength(1);
    expect(violations('engine/react/Chart.tsx', "const u = await import('uplot');", adapter)).toHaveLength(1);
    expect(violations('engine/react/FlowStepView.tsx', "import { BusyButton } from '../../widgets/shared/BusyButton';", adapter)).toHaveLength(1);
    expect(violations('engine/react/FlatForm.tsx', "import { getUiOptions } from '@rjsf/utils';", adapter)).toEqual([]);
    expect(violations('server/handlers/x.ts', "import { a } from '../../bridge/service/header';", server)).toHaveLength(1);
    expect(violations('server/handlers/x.ts', "import { a } from '../../domain/emv-qr';", server)).toEqual([]);
  });
});
