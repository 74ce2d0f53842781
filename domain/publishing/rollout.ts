// Staged rollout of a published version (docs/publishing.md): a share of customers (the same
// customers each time: the bank buckets them by a hash), and optionally only some channels or
// languages; the refusal and abandonment rates past which the bank rolls the version back on its
// own, judged once enough requests (or runs) were counted. Part of what approvers sign, so
// widening it is a new version, signed again.

export interface Rollout {
  /** Percent of customers, 1 to 100. */
  share: number;
  channels?: string[];
  languages?: string[];
  /** Refused money-moving requests over all of them, past which the bank rolls back (0 to 1). */
  maxRefusedRate?: number;
  /** Runs abandoned over runs started, past which the bank rolls back (0 to 1), from the analytics. */
  maxAbandonedRate?: number;
  /** Requests made (or runs started) before a rate is judged. */
  minRequests?: number;
  /**
   * Set by the bank, never by the author: the version whose customers a widened rollout keeps
   * (buckets are drawn for it), so widening 10 % to 50 % keeps the first 10 % on the change.
   */
  cohort?: number;
}

const strings = (v: unknown) => Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string' && s.length > 0 && s.length <= 40);

/** A rollout as sent by the studio, checked; null for "everyone"; undefined when it is not one. */
export function parseRollout(value: unknown): Rollout | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return undefined;
  const r = value as Record<string, unknown>;
  const known = new Set(['share', 'channels', 'languages', 'maxRefusedRate', 'maxAbandonedRate', 'minRequests']);
  if (Object.keys(r).some((k) => !known.has(k))) return undefined;
  if (!Number.isInteger(r.share) || (r.share as number) < 1 || (r.share as number) > 100) return undefined;
  if (r.channels !== undefined && !strings(r.channels)) return undefined;
  if (r.languages !== undefined && !strings(r.languages)) return undefined;
  if (r.maxRefusedRate !== undefined && !(typeof r.maxRefusedRate === 'number' && r.maxRefusedRate >= 0 && r.maxRefusedRate <= 1)) return undefined;
  if (r.maxAbandonedRate !== undefined && !(typeof r.maxAbandonedRate === 'number' && r.maxAbandonedRate >= 0 && r.maxAbandonedRate <= 1)) return undefined;
  if (r.minRequests !== undefined && !(Number.isInteger(r.minRequests) && (r.minRequests as number) >= 1 && (r.minRequests as number) <= 100000)) return undefined;
  const out: Rollout = { share: r.share as number };
  if (r.channels) out.channels = [...(r.channels as string[])].sort();
  if (r.languages) out.languages = [...(r.languages as string[])].sort();
  if (r.maxRefusedRate !== undefined) out.maxRefusedRate = r.maxRefusedRate as number;
  if (r.maxAbandonedRate !== undefined) out.maxAbandonedRate = r.maxAbandonedRate as number;
  if (r.minRequests !== undefined) out.minRequests = r.minRequests as number;
  // Everyone, everywhere, with no threshold, is no rollout at all.
  return out.share === 100 && !out.channels && !out.languages && out.maxRefusedRate === undefined && out.maxAbandonedRate === undefined ? null : out;
}

/** The rollout as approvers sign it: its members in a fixed order, or `all`. */
export function rolloutText(rollout: Rollout | null): string {
  if (!rollout) return 'all';
  const { share, channels, languages, maxRefusedRate, maxAbandonedRate, minRequests, cohort } = rollout;
  return JSON.stringify({ share, channels, languages, maxRefusedRate, maxAbandonedRate, minRequests, cohort });
}

/** Whether a caller gets the version: `bucket` is the customer's 0–99 (undefined before log-on). */
export function admits(rollout: Rollout | null, caller: { bucket?: number; channel?: string; language?: string }): boolean {
  if (!rollout) return true;
  if (rollout.channels && !(caller.channel && rollout.channels.includes(caller.channel))) return false;
  if (rollout.languages && !(caller.language && rollout.languages.includes(caller.language))) return false;
  if (rollout.share >= 100) return true;
  return caller.bucket !== undefined && caller.bucket < rollout.share;
}
