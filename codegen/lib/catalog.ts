// The shared facts a flow is checked and compiled against: the vocabulary of names and the
// transaction contracts in schemas/api/. Read once per run.
import fs from 'node:fs';
import path from 'node:path';
import { API_DIR, ENTITIES_DIR, VOCABULARY_FILE } from './paths';
import { isObject, readJson } from './json';
import type { RequestMoney } from '../../domain/transfers/request-money';

export interface Vocabulary {
  widgets: string[];
  fields: string[];
  authenticators: string[];
  actions: string[];
  /** Business types a step's strengthened verification may name (verify.bizType). */
  bizTypes: string[];
  /** The spec's shortcut groups a flow's menu entry may name (menu.group). */
  menuGroups: string[];
  /** Icon names a flow's menu entry may use (menu.icon); the app draws each. */
  menuIcons: string[];
}

export interface ApiContract {
  code: string;
  title: string;
  description?: string;
  login: boolean;
  moneyMoving: boolean;
  sandboxOnly?: boolean;
  /** The bank's rule for accepting this money-moving request without a second factor. */
  authWaiver?: string;
  /** The auth methods that may confirm this code (the bank enforces them in its API route). */
  factors?: string[];
  /** Accepted besides factors only while the customer has no usable mobile token. */
  fallbackFactors?: string[];
  /** Services the customer must have set up first (spec section 6), checked by the bank's route. */
  prerequisites?: string[];
  /** Business type of the strengthened verification the customer may need. */
  verify?: string;
  /** A binding still in its cooling-off period cannot confirm it. */
  highRisk?: boolean;
  /** Where the request carries the money it moves; false when it moves no amount the customer states. */
  money?: RequestMoney | false;
  request: Record<string, unknown>;
  response: Record<string, unknown>;
  file: string;
}

export function loadVocabulary(file = VOCABULARY_FILE): Vocabulary {
  const raw = readJson(file);
  const list = (key: string): string[] => {
    const value = isObject(raw) ? raw[key] : undefined;
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
      throw new Error(`${file}: "${key}" must be a list of names`);
    }
    return value as string[];
  };
  return { widgets: list('widgets'), fields: list('fields'), authenticators: list('authenticators'), actions: list('actions'), bizTypes: list('bizTypes'), menuGroups: list('menuGroups'), menuIcons: list('menuIcons') };
}

/** The contract of one code, or undefined when the file is missing or lacks request/response. */
export function loadContract(code: string, dir = API_DIR): ApiContract | undefined {
  const file = path.join(dir, `${code}.json`);
  if (!/^[A-Z]{4}[0-9]{6}$/.test(code) || !fs.existsSync(file)) return undefined;
  const raw = readJson(file);
  if (!isObject(raw) || !isObject(raw.request) || !isObject(raw.response)) return undefined;
  return { ...(raw as unknown as ApiContract), file };
}

/** Every contract in schemas/api/, sorted by code. */
export function loadContracts(dir = API_DIR): ApiContract[] {
  return fs
    .readdirSync(dir)
    .filter((name) => /^[A-Z]{4}[0-9]{6}\.json$/.test(name))
    .sort()
    .map((name) => {
      const code = name.slice(0, -'.json'.length);
      const contract = loadContract(code, dir);
      if (!contract) throw new Error(`${path.join(dir, name)}: a contract needs request and response schemas`);
      if (contract.code !== code) throw new Error(`${contract.file}: code "${contract.code}" does not match the file name`);
      return contract;
    });
}

/** The shared entity schemas (schemas/entities/*.json), sorted by file name. */
export function loadEntities(dir = ENTITIES_DIR): Record<string, unknown>[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const schema = readJson(path.join(dir, name));
      if (!isObject(schema) || typeof schema.$id !== 'string' || typeof schema.title !== 'string') {
        throw new Error(`${path.join(dir, name)}: an entity schema needs $id and title`);
      }
      return schema;
    });
}
