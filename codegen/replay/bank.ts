// The scripted bank: answers each request of the run with the fixture's declared call that
// matches it, and reports every way the conversation departs from the recording. A request
// nobody declared is a failure (with a diff against the nearest declared call), so a flow
// change that alters what is sent can never pass silently.
import { isDeepStrictEqual } from 'node:util';
import type { CallBank } from '../../engine/core/deps';
import type { ApiValidatorPair } from '../../generated/validators/api.js';
import type { CallEntry, MaskEntry } from './fixture';
import { block, diffLines, show } from './diff';
import { expandPath, flatten, getPath, jsonCopy, setPath, type Plain } from './paths';
import { schemaErrorLines } from './schema-errors';

/** What a masked value is replaced with on both sides before comparing. */
export const MASKED = '<masked>';

interface Sent {
  tx: string;
  payload: Plain;
}

export class ScriptedBank {
  /** Set once a request matched nothing: the rest of the journey would only add noise. */
  unmatched = false;
  private readonly used: number[];
  private readonly sent: Sent[] = [];
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly calls: CallEntry[],
    private readonly masks: MaskEntry[],
    private readonly contracts: Record<string, ApiValidatorPair>,
    /** Shared with the replay, so problems read in the order they happened. */
    private readonly problems: string[],
  ) {
    this.used = calls.map(() => 0);
    this.checkDeclarations();
  }

  readonly call: CallBank = async (tx, payload) => {
    const n = (this.counts.get(tx) ?? 0) + 1;
    this.counts.set(tx, n);
    const label = `${tx} request #${n}`;
    // Compare what would go over the wire, not the engine's live objects.
    const actual = jsonCopy(payload ?? {});
    const contract = this.contracts[tx];
    if (contract && !contract.request(actual)) {
      this.problems.push(block(`${label} breaks its request contract:`, schemaErrorLines(contract.request.errors)));
    }
    const masked = this.masked(tx, actual);
    const index = this.calls.findIndex(
      (c, i) => c.tx === tx && this.used[i]! < (c.times ?? 1) && isDeepStrictEqual(this.masked(tx, c.request), masked),
    );
    if (index < 0) {
      this.unmatched = true;
      this.problems.push(this.explainMismatch(label, tx, masked));
      throw Object.assign(new Error('The request matches no call of the fixture'), { code: 'REPLAY-UNMATCHED', kind: 'business' });
    }
    this.used[index]! += 1;
    this.checkMaskPatterns(label, tx, actual);
    this.sent.push({ tx, payload: actual });
    const response = this.calls[index]!.response;
    if ('error' in response) {
      const { code, message, kind } = response.error;
      // Shaped like the bridge's ServiceError: the engine reads code, message and kind.
      throw Object.assign(new Error(message), { code, kind: kind ?? 'business' });
    }
    // A copy, so a run can never alter the fixture another replay will use.
    return jsonCopy(response.data);
  };

  /** End-of-run checks: declared calls never made, and values that must repeat across requests. */
  finish(sameAcrossCalls: string[]): void {
    this.calls.forEach((c, i) => {
      const times = c.times ?? 1;
      if (this.used[i]! < times) {
        this.problems.push(
          `calls[${i}] (${c.tx}) was declared but never requested` + (times > 1 ? ` (${this.used[i]} of ${times} times)` : ''),
        );
      }
    });
    for (const path of sameAcrossCalls) {
      const values = this.sent.flatMap((s) => expandPath(s.payload, path).map((p) => getPath(s.payload, p)));
      if (values.length < 2) {
        this.problems.push(`sameAcrossCalls '${path}': ${values.length} request(s) carry it, nothing to compare`);
      } else if (!values.every((v) => isDeepStrictEqual(v, values[0]))) {
        this.problems.push(block(`sameAcrossCalls '${path}': the requests carry different values:`, values.map((v, i) => `#${i + 1}: ${show(v)}`)));
      }
    }
  }

  private masksFor(tx: string): MaskEntry[] {
    return this.masks.filter((m) => !m.tx || m.tx === tx);
  }

  private masked(tx: string, request: Plain): Plain {
    const copy = jsonCopy(request);
    for (const mask of this.masksFor(tx)) {
      for (const path of expandPath(copy, mask.path)) setPath(copy, path, MASKED);
    }
    return copy;
  }

  /** Masked values are pinned to a shape: present (the expected request says so) and matching. */
  private checkMaskPatterns(label: string, tx: string, actual: Plain): void {
    for (const mask of this.masksFor(tx)) {
      const re = safeRegExp(mask.pattern);
      if (!re) continue; // reported once by checkDeclarations
      for (const path of expandPath(actual, mask.path)) {
        const value = getPath(actual, path);
        const text = typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
        if (text === undefined || !re.test(text)) {
          this.problems.push(`${label}: masked '${path}' is ${show(value)}, which does not match /${mask.pattern}/`);
        }
      }
    }
  }

  private explainMismatch(label: string, tx: string, masked: Plain): string {
    const candidates = this.calls
      .map((c, i) => ({
        i,
        spent: this.used[i]! >= (c.times ?? 1),
        lines: c.tx === tx ? diffLines(this.masked(tx, c.request), masked) : [],
        tx: c.tx,
      }))
      .filter((c) => c.tx === tx)
      .sort((a, b) => Number(a.spent) - Number(b.spent) || a.lines.length - b.lines.length || a.i - b.i);
    const best = candidates[0];
    if (!best) {
      return block(`${label} matches no declared call: the fixture declares none for ${tx}. The run sent:`, [...flatten(masked)].map(([k, v]) => `+ ${k}: ${show(v)}`));
    }
    if (best.lines.length === 0) {
      return `${label} is one call too many: calls[${best.i}] matches it but is already used (times: ${this.calls[best.i]!.times ?? 1})`;
    }
    const used = best.spent ? ' (already used)' : '';
    return block(`${label} matches no declared call; nearest is calls[${best.i}]${used}, expected (-) vs sent (+):`, best.lines);
  }

  /** A broken fixture is reported before the run: responses must honour their contracts. */
  private checkDeclarations(): void {
    this.calls.forEach((c, i) => {
      const contract = this.contracts[c.tx];
      if (!contract) {
        this.problems.push(`calls[${i}] (${c.tx}): no contract in schemas/api/ for this transaction code`);
        return;
      }
      if ('data' in c.response && !contract.response(c.response.data)) {
        this.problems.push(block(`calls[${i}] (${c.tx}): the response breaks its contract:`, schemaErrorLines(contract.response.errors)));
      }
    });
    for (const mask of this.masks) {
      if (!safeRegExp(mask.pattern)) this.problems.push(`mask '${mask.path}': /${mask.pattern}/ is not a valid regular expression`);
      const named = this.calls.some((c) => (!mask.tx || c.tx === mask.tx) && expandPath(c.request, mask.path).length > 0);
      if (!named) this.problems.push(`mask '${mask.path}' names no value in any declared request`);
    }
  }
}

function safeRegExp(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}
