// The sandbox bank's identity and tunable limits, read once from the environment.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bankTexts } from './i18n/bank-texts.js';

/** Repository root, resolved from this file so it works from any working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DATA_DIR = path.join(REPO_ROOT, 'data');
export const DIST_DIR = path.join(REPO_ROOT, 'dist');

/**
 * The bank's own 3-digit clearing code. 398 is deliberately absent from
 * server/seed/hk-bank-codes.json so it can never be confused with a real bank
 * (a test checks this).
 */
export const OWN_BANK_CODE = '398';
/** The bank's name in the three languages, in locales/bank-identity/ (docs/texts.md). */
export const OWN_BANK_NAME = bankTexts<typeof import('../locales/bank-identity/en.json')>('bank-identity').local('name');

/** Currencies the bank clears transfers in (same-bank, local-bank; express in USD and EUR). */
export const TRANSFER_CURRENCIES = ['HKD', 'CNY', 'USD', 'EUR'] as const;
export type TransferCurrency = (typeof TRANSFER_CURRENCIES)[number];

export interface Settings {
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** Seconds after which an outgoing local-bank transfer counts as settled by the receiving bank. */
  settleSeconds: number;
  /** Per customer, per currency, per Hong Kong calendar day, in minor units. */
  dailyLimits: Record<TransferCurrency, number>;
  loginMaxFailures: number;
  loginLockMs: number;
  tokenMaxFailures: number;
  apiRateLimitPerMinute: number;
  /** Period of the due-work timer (settlement, forward-dated and regular payments, clearing). */
  dueWorkIntervalMs: number;
  /** Served to browsers over HTTPS by a TLS terminator in front (BEHIND_TLS=1): HSTS on every response. */
  behindTls: boolean;
  production: boolean;
  /** Where the browsers send analytics (spec section 7): a path of this bank, or another origin's URL (then allowed by the CSP's connect-src). */
  analyticsUrl: string;
  /** The oldest bank app (channel H112) the bank serves; an older one is asked to update (E000000426). */
  minAppVersion: string;
}

function intFromEnv(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a non-negative integer: ${value}`);
  return n;
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  return {
    sessionIdleMs: intFromEnv(env.SESSION_IDLE_MINUTES, 5) * 60_000,
    sessionAbsoluteMs: 12 * 60 * 60_000,
    settleSeconds: intFromEnv(env.SETTLE_SECONDS, 60),
    dailyLimits: {
      HKD: intFromEnv(env.DAILY_LIMIT_HKD, 50_000_000), // HKD 500,000.00
      CNY: intFromEnv(env.DAILY_LIMIT_CNY, 50_000_000), // CNY 500,000.00
      USD: intFromEnv(env.DAILY_LIMIT_USD, 6_500_000), // USD 65,000.00 (about HKD 500,000)
      EUR: intFromEnv(env.DAILY_LIMIT_EUR, 6_000_000), // EUR 60,000.00 (about HKD 500,000)
    },
    loginMaxFailures: 5,
    loginLockMs: 15 * 60_000,
    tokenMaxFailures: 5,
    apiRateLimitPerMinute: intFromEnv(env.API_RATE_LIMIT_PER_MINUTE, 300),
    dueWorkIntervalMs: intFromEnv(env.DUE_WORK_INTERVAL_MS, 10_000),
    behindTls: env.BEHIND_TLS === '1',
    production: env.NODE_ENV === 'production',
    analyticsUrl: env.ANALYTICS_URL?.trim() || '/collect/events',
    minAppVersion: env.MIN_APP_VERSION?.trim() || '1.0.0',
  };
}
