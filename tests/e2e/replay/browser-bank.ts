// The bank of a browser replay: answers every POST the page sends to /api/{CODE}. The flow's
// calls go through the engine-level runner's ScriptedBank (same matching, masks and diffs),
// the app shell's calls get the fixed answers of shell-bank.ts. Any departure from the
// recording fails the test at once with the runner's own problem text.
import { expect, type Page, type Route } from '@playwright/test';
import type { Flow } from '../../../engine/core/flow-types';
import { CHANNELS } from '../../../bridge/channel/detect';
import { toHeaderLocale } from '../../../bridge/i18n/locale';
import { apiValidators } from '../../../generated/validators/api.js';
import { ScriptedBank } from '../../replay/bank';
import type { BankError, Fixture, MaskEntry } from '../../replay/fixture';
import { expandPath } from '../../replay/paths';
import { flowTransactionCodes } from './flow-calls';
import { REPLAY_DEVICE_ID, ShellBank } from './shell-bank';

/** The apiRoot of app/public/static/config.json. */
const API_ROOT = '/api/';

type Reply = { data: Record<string, unknown> } | { error: BankError };

export class BrowserBank {
  readonly problems: string[] = [];
  /** Rejects as soon as the conversation departs from the recording. */
  readonly failed: Promise<never>;
  private reject: (error: Error) => void = () => undefined;
  private readonly scripted: ScriptedBank;
  private readonly shell: ShellBank;
  private readonly flowCodes: Set<string>;
  private readonly declared = new Map<string, number>();
  private readonly routedToFixture = new Map<string, number>();
  private inFlight = 0;

  constructor(
    private readonly fixture: Fixture,
    flow: Flow,
  ) {
    this.failed = new Promise<never>((_, reject) => {
      this.reject = reject;
    });
    // Nobody may be awaiting it when it rejects; watch() and the end checks report it.
    this.failed.catch(() => undefined);
    this.flowCodes = flowTransactionCodes(flow);
    this.shell = new ShellBank(fixture);
    for (const call of fixture.calls) this.declared.set(call.tx, (this.declared.get(call.tx) ?? 0) + (call.times ?? 1));
    this.scripted = new ScriptedBank(fixture.calls, [...(fixture.mask ?? []), ...deviceMasks(fixture)], apiValidators, this.problems);
    fixture.calls.forEach((c, i) => {
      // The bridge calls a failure a time-out only after its own 60 s deadline.
      if ('error' in c.response && c.response.error.kind === 'timeout') {
        this.problems.push(`calls[${i}] (${c.tx}): a time-out answer is not replayed in the browser`);
      }
    });
    this.signal();
  }

  async attach(page: Page): Promise<void> {
    await page.route((url) => url.pathname.startsWith(API_ROOT), (route) => this.handle(route));
  }

  /** Runs `work`, but fails as soon as the bank sees a departure instead of when a page check times out. */
  watch<T>(work: Promise<T>): Promise<T> {
    return Promise.race([work, this.failed]);
  }

  /** Waits until every declared call was requested (a late load) and every answer delivered. */
  async settle(): Promise<void> {
    const pending = () => [...this.declared].some(([tx, times]) => (this.routedToFixture.get(tx) ?? 0) < times);
    // A call that never comes is reported by finish() with the runner's wording, not by the poll.
    await expect.poll(pending).toBe(false).catch(() => undefined);
    await expect.poll(() => this.inFlight, { message: 'bank answers still being delivered' }).toBe(0);
  }

  /** The runner's end-of-run checks: calls never made, values that must repeat across calls. */
  finish(): void {
    this.scripted.finish(this.fixture.sameAcrossCalls ?? []);
    this.signal();
  }

  /** The problems as one text in the runner's layout, for a failing test's message. */
  report(): string {
    return ['the bank conversation departs from the fixture:', ...this.problems.map((p) => `  ${p.replace(/\n/g, '\n  ')}`)].join('\n');
  }

  private async handle(route: Route): Promise<void> {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    const tx = decodeURIComponent(new URL(request.url()).pathname.slice(API_ROOT.length));
    const { header, ...payload } = (request.postDataJSON() ?? {}) as Record<string, unknown>;
    this.inFlight += 1;
    try {
      this.checkHeader(tx, header);
      const reply = await this.reply(tx, payload);
      this.signal();
      await deliver(route, reply);
    } finally {
      this.inFlight -= 1;
    }
  }

  /**
   * A code both the flow and the shell use (ITSI200003: the input step loads the banks and the
   * shell's bank-name directory asks for the same list) is identical on the wire either way.
   * The fixture answers as many of those requests as it declares, the shell the rest.
   */
  private isFlowCall(tx: string): boolean {
    if (!this.flowCodes.has(tx)) return false;
    return !this.shell.knows(tx) || (this.routedToFixture.get(tx) ?? 0) < (this.declared.get(tx) ?? 0);
  }

  private async reply(tx: string, payload: Record<string, unknown>): Promise<Reply> {
    if (this.isFlowCall(tx)) {
      this.routedToFixture.set(tx, (this.routedToFixture.get(tx) ?? 0) + 1);
      try {
        return { data: (await this.scripted.call(tx, payload)) as Record<string, unknown> };
      } catch (e) {
        const { code, message, kind } = e as Error & Partial<BankError>;
        return { error: { code: code ?? 'REPLAY', message, kind: kind ?? 'business' } };
      }
    }
    const answer = this.shell.answer(tx);
    if ('problem' in answer) {
      this.problems.push(answer.problem);
      return { error: { code: 'E000000404', message: answer.problem } };
    }
    return answer;
  }

  /** The page must speak the fixture's language and channel in every request header. */
  private checkHeader(tx: string, header: unknown): void {
    const h = (header ?? {}) as Record<string, unknown>;
    const locale = toHeaderLocale(this.fixture.locale);
    const channelId = CHANNELS[this.fixture.channel].channelId;
    if (h.locale !== locale) this.problems.push(`${tx}: header.locale is ${JSON.stringify(h.locale)}, expected '${locale}'`);
    if (h.originalChannelId !== channelId) {
      this.problems.push(`${tx}: header.originalChannelId is ${JSON.stringify(h.originalChannelId)}, expected '${channelId}'`);
    }
  }

  private signal(): void {
    if (this.problems.length) this.reject(new Error(this.report()));
  }
}

/**
 * The browser's device id stands in for the recorded one: it is a property of the device (set
 * by open-journey.ts), not of the journey. The mask still pins it to exactly the page's id.
 */
function deviceMasks(fixture: Fixture): MaskEntry[] {
  const carried = fixture.calls.some((c) => expandPath(c.request, 'auth.deviceId').length > 0);
  return carried ? [{ path: 'auth.deviceId', pattern: `^${REPLAY_DEVICE_ID}$` }] : [];
}

/** Turns a scripted answer into what the bridge would receive from a real bank or network. */
async function deliver(route: Route, reply: Reply): Promise<void> {
  if ('data' in reply) {
    return route.fulfill({ json: { header: { responseCode: '00000', responseMessage: 'Success' }, data: reply.data } });
  }
  const { code, message, kind } = reply.error;
  switch (kind) {
    case 'network':
    case 'timeout':
      // Nothing came back.
      return route.abort(kind === 'timeout' ? 'timedout' : 'failed');
    case 'parse':
      return route.fulfill({ status: 200, contentType: 'text/plain', body: 'not an envelope' });
    default:
      return route.fulfill({ json: { header: { responseCode: code, responseMessage: message }, data: {} } });
  }
}
