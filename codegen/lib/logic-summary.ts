// A short readable rendering of a JSON Logic rule, for diagrams read by product owners:
// {"in":[{"var":"response.confirm.transfer.status"},["0","3"]]} -> response.confirm.transfer.status in ['0', '3']
import { isObject } from './json';

const INFIX: Record<string, string> = {
  '==': '=', '===': '=', '!=': '≠', '!==': '≠', '<': '<', '<=': '≤', '>': '>', '>=': '≥',
  '+': '+', '-': '-', '*': '×', '/': '/', '%': 'mod', in: 'in',
};

export function summarizeLogic(rule: unknown, nested = false): string {
  if (Array.isArray(rule)) return `[${rule.map((r) => summarizeLogic(r, true)).join(', ')}]`;
  if (typeof rule === 'string') return `'${rule}'`;
  if (!isObject(rule)) return JSON.stringify(rule) ?? 'null';
  const entries = Object.entries(rule);
  if (entries.length !== 1) return JSON.stringify(rule);
  const [op, raw] = entries[0]!;
  const args = Array.isArray(raw) ? raw : [raw];
  const wrap = (text: string): string => (nested ? `(${text})` : text);
  if (op === 'var') return String(args[0]);
  if (op === '!') return `not ${summarizeLogic(args[0], true)}`;
  if (op === '!!') return wrap(`${summarizeLogic(args[0], true)} is set`);
  if (op === 'and' || op === 'or') return wrap(args.map((a) => summarizeLogic(a, true)).join(` ${op} `));
  const infix = INFIX[op];
  if (infix && args.length >= 2) return wrap(args.map((a) => summarizeLogic(a, true)).join(` ${infix} `));
  return `${op}(${args.map((a) => summarizeLogic(a)).join(', ')})`;
}
