// Customer texts have one home (docs/texts.md): the i18next resources of locales/, one folder
// per namespace (the shell's areas under locales/shell/), a file per language. Flows carry their
// own texts or refer to shared ones, legal terms are Markdown documents, tests say what they
// expect: a three-language literal anywhere else in the code fails here. Every table has the
// same keys in the three languages, none empty, and a Chinese text is Chinese.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');
const HOME = path.join(ROOT, 'locales');
const LANGUAGES = ['zh-TW', 'zh-CN', 'en'] as const;
/** The code that may not hold customer texts of its own. */
const SCANNED = ['app', 'engine', 'widgets', 'bridge', 'domain', 'server'];

/**
 * Files that may hold a three-language literal, each with its reason (docs/texts.md, "Kept in
 * the code"). A file not on this list fails as soon as it holds one; the list cannot keep a file
 * that no longer does.
 */
const EXEMPT: Readonly<Record<string, string>> = {
  // The ten-thousand unit (萬 / 万, none in English) is part of the amount format of spec
  // section 9: it decides the arithmetic (the English screens keep the full figure) as well as
  // the wording, like the digit grouping beside it. It stays with the rule, not in a table.
  'domain/format/money.ts': 'part of a number format',
};

const CJK = '[\\u3000-\\u303f\\u3400-\\u9fff\\uff00-\\uffef]';
const STRING_WITH_CJK = `(?:'[^'\\n]*${CJK}[^'\\n]*'|"[^"\\n]*${CJK}[^"\\n]*"|\`[^\`]*${CJK}[^\`]*\`)`;
const LANGUAGE_KEY = `['"]?zh-(?:TW|CN)['"]?\\s*:\\s*`;
const PATTERNS: readonly RegExp[] = [
  // { 'zh-TW': '轉賬', ... } and 'zh-TW': ['設定', ...]
  new RegExp(`${LANGUAGE_KEY}\\[?\\s*${STRING_WITH_CJK}`),
  // 'zh-TW': { title: '交易密碼', ... }: a table per language
  new RegExp(`${LANGUAGE_KEY}\\{[^}]*?:\\s*${STRING_WITH_CJK}`),
  // t('轉賬', '转账', 'Transfer'): a three-language builder
  new RegExp(`\\b\\w+\\(\\s*${STRING_WITH_CJK}\\s*,\\s*${STRING_WITH_CJK}\\s*,\\s*['"\`]`),
  // HKD: ['港元', '港元', 'Hong Kong Dollar']: three languages in a row
  new RegExp(`\\[\\s*${STRING_WITH_CJK}\\s*,\\s*${STRING_WITH_CJK}\\s*,\\s*['"\`][^'"\`]*[A-Za-z]`),
];

function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The lines of `text` that hold a three-language customer text. */
export function threeLanguageLiterals(text: string): string[] {
  return withoutComments(text)
    .split('\n')
    .map((line, i, lines) => [line, lines.slice(i, i + 4).join('\n')] as const)
    .filter(([line, around]) => /zh-(TW|CN)|\(|\[/.test(line) && PATTERNS.some((p) => p.test(around) && p.test(line.concat(around.slice(line.length)))))
    .map(([line]) => line.trim())
    .filter((line, i, all) => all.indexOf(line) === i && PATTERNS.some((p) => p.test(line) || /zh-(TW|CN)/.test(line)));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(rel);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });
}

/** Folders of the home holding language files: locales/<namespace>/ and locales/shell/<area>/. */
function tables(dir = HOME): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).flatMap((e) => {
    const folder = path.join(dir, e.name);
    const holds = fs.readdirSync(folder).some((name) => name.endsWith('.json'));
    return [...(holds ? [folder] : []), ...tables(folder)];
  });
}

type Value = string | string[];
const read = (folder: string, language: string): Record<string, Value> => JSON.parse(fs.readFileSync(path.join(folder, `${language}.json`), 'utf8'));
const hasCjk = (value: Value) => new RegExp(CJK).test(Array.isArray(value) ? value.join(' ') : value);

/**
 * Texts whose Chinese is rightly written as the English is (a product or brand name, a number
 * format): the only ones allowed to have no Chinese character.
 */
const SAME_IN_CHINESE: Readonly<Record<string, readonly string[]>> = {
  // The language switch names each language in that language.
  'shell/shell': ['lang.en'],
  // The studio's rollout picker names each language in that language; a count, a version's
  // name and a size are the same in every language.
  studio: ['language_en', 'approvals', 'onBaseCol', 'kB'],
};

describe('the texts home', () => {
  it('finds a three-language literal, in each shape code writes one', () => {
    expect(threeLanguageLiterals("const A = { 'zh-TW': '轉賬', 'zh-CN': '转账', en: 'Transfer' };")).toHaveLength(1);
    expect(threeLanguageLiterals("const A = {\n  'zh-TW': '轉賬',\n  'zh-CN': '转账',\n  en: 'Transfer',\n};")).toHaveLength(2);
    expect(threeLanguageLiterals("const K = { 'zh-TW': ['設定', '密碼'], 'zh-CN': ['设定'], en: ['settings'] };")).toHaveLength(1);
    expect(threeLanguageLiterals("const T = {\n  'zh-TW': { title: '交易密碼' },\n};")).toHaveLength(1);
    expect(threeLanguageLiterals("const T = {\n  'zh-TW': {\n    title: '交易密碼',\n  },\n};")).toHaveLength(1);
    expect(threeLanguageLiterals("title: t('設定', '设定', 'Settings'),")).toHaveLength(1);
    expect(threeLanguageLiterals("HKD: ['港元', '港元', 'Hong Kong Dollar'],")).toHaveLength(1);
    // Not texts: a locale mapping, an empty text, a comment, a single-language string.
    expect(threeLanguageLiterals("const H = { 'zh-TW': 'zh_MO', 'zh-CN': 'zh_CN', en: 'en_US' };")).toEqual([]);
    expect(threeLanguageLiterals("const e = (): LocalText => ({ 'zh-TW': '', 'zh-CN': '', en: '' });")).toEqual([]);
    expect(threeLanguageLiterals("// { 'zh-TW': '轉賬' }\nconst x = 1;")).toEqual([]);
    expect(threeLanguageLiterals("throw new Error('轉賬失敗');")).toEqual([]);
  });

  it('holds every customer text of the code: none is written as a three-language literal elsewhere', () => {
    const found: string[] = [];
    for (const file of SCANNED.flatMap((dir) => sourceFiles(dir))) {
      if (Object.hasOwn(EXEMPT, file)) continue;
      for (const line of threeLanguageLiterals(fs.readFileSync(path.join(ROOT, file), 'utf8'))) found.push(`${file}: ${line}`);
    }
    expect(found).toEqual([]);
  });

  it('exempts only files that still hold such a text', () => {
    const stale = Object.keys(EXEMPT).filter((file) => !fs.existsSync(path.join(ROOT, file)) || threeLanguageLiterals(fs.readFileSync(path.join(ROOT, file), 'utf8')).length === 0);
    expect(stale).toEqual([]);
  });

  it('has every key in the three languages, none empty', () => {
    const folders = tables();
    expect(folders.length).toBeGreaterThan(10);
    for (const folder of folders) {
      const where = path.relative(ROOT, folder);
      expect(fs.readdirSync(folder).filter((f) => f.endsWith('.json')).sort(), where).toEqual(LANGUAGES.map((l) => `${l}.json`).sort());
      const keys = Object.keys(read(folder, 'en')).sort();
      for (const language of LANGUAGES) {
        const table = read(folder, language);
        expect(Object.keys(table).sort(), `${where} ${language}`).toEqual(keys);
        for (const key of keys) {
          const value = table[key]!;
          expect(typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string')), `${where} ${language} ${key}`).toBe(true);
          expect(Array.isArray(value) ? value.join('') : value, `${where} ${language} ${key}`).toMatch(/\S/);
        }
      }
    }
  });

  it('has Chinese in the Chinese texts: no English copied into them', () => {
    const copied: string[] = [];
    for (const folder of tables()) {
      const namespace = path.relative(HOME, folder).split(path.sep).join('/');
      for (const language of ['zh-TW', 'zh-CN'] as const) {
        for (const [key, value] of Object.entries(read(folder, language))) {
          if (SAME_IN_CHINESE[namespace]?.includes(key)) continue;
          if (!hasCjk(value)) copied.push(`${namespace} ${language} ${key}: ${JSON.stringify(value)}`);
        }
      }
    }
    expect(copied).toEqual([]);
  });
});
