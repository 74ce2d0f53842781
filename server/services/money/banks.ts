// Local banks that can receive a transfer, from server/seed/hk-bank-codes.json (public
// clearing codes). Legacy codes of merged banks (alias_of) still route money, so they are
// accepted in a transfer, but the list shown to customers holds canonical entries only.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OWN_BANK_CODE, OWN_BANK_NAME } from '../../config.js';

export interface LocalText {
  'zh-TW': string;
  'zh-CN': string;
  en: string;
}

export interface Bank {
  code: string;
  name: LocalText;
}

export interface BankDirectory {
  ownBankCode: string;
  /** The bank itself first, then canonical local banks by code. */
  list: Bank[];
  /** Any code that can receive a local-bank transfer (canonical or legacy alias). */
  accepts(code: string): boolean;
}

interface RawBank {
  code: string;
  name_en: string;
  name_zh: string | null;
  alias_of?: string;
}

const BANK_CODES_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'seed', 'hk-bank-codes.json');

export function loadBankDirectory(file: string = BANK_CODES_FILE): BankDirectory {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as { banks: RawBank[] };
  if (raw.banks.some((b) => b.code === OWN_BANK_CODE)) {
    throw new Error(`The own bank code ${OWN_BANK_CODE} belongs to a real bank in ${file}`);
  }
  const canonical = raw.banks
    .filter((b) => !b.alias_of)
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((b) => {
      // The source has Traditional Chinese names only; English stands in where there is none.
      const zh = b.name_zh ?? b.name_en;
      return { code: b.code, name: { 'zh-TW': zh, 'zh-CN': zh, en: b.name_en } };
    });
  const receiving = new Set(raw.banks.map((b) => b.code));
  return {
    ownBankCode: OWN_BANK_CODE,
    list: [{ code: OWN_BANK_CODE, name: { ...OWN_BANK_NAME } }, ...canonical],
    accepts: (code) => receiving.has(code),
  };
}
