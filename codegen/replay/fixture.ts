// The replay fixture format as TypeScript types. The source of truth is
// schemas/fixture.schema.json; a file is checked against it before it is replayed.
import type { RunStatus } from '../../engine/core/flow-run';
import type { Locale } from '../../engine/core/flow-types';

export type StepAction = 'proceed' | 'back' | 'retry' | 'authCancel';

export interface ExpectedError {
  stage: 'load' | 'submit' | 'auth' | 'flow';
  code?: string;
  message?: string;
  kind?: string;
}

export interface Expectation {
  step?: string;
  status?: RunStatus;
  fieldErrors?: Record<string, string[]>;
  error?: ExpectedError | null;
  /** The pages the navigate buttons of the step the run is then on open (their `to`), in order. */
  links?: string[];
}

export interface StepEntry {
  step: string;
  input?: unknown;
  filter?: Record<string, unknown>;
  action?: StepAction;
  /** The credential handed back; `asked`, when given, is the authenticator the step must ask for. */
  auth?: Record<string, unknown> & { method: string; asked?: string };
  /** Strengthened verification: cancelled, or the proofs sent with ITSI500005. */
  verify?: { cancel?: true; proofs?: Record<string, unknown> };
  expect?: Expectation;
}

export interface BankError {
  code: string;
  message: string;
  kind?: string;
}

export type CallResponse = { data: Record<string, unknown> } | { error: BankError };

export interface CallEntry {
  tx: string;
  request: Record<string, unknown>;
  response: CallResponse;
  times?: number;
  note?: string;
}

export interface MaskEntry {
  path: string;
  pattern: string;
  tx?: string;
}

export interface Outcome {
  step: string;
  status: RunStatus;
  /** The pages the final step's navigate buttons open, in order. */
  links?: string[];
  response?: Record<string, unknown>;
  loaded?: Record<string, unknown>;
  error?: ExpectedError | null;
}

export interface Fixture {
  $schema?: string;
  name: string;
  description?: string;
  flow: string;
  /** The definition it was recorded on (`<id>@<version>#<hash>`): it replays on exactly that one. */
  definition?: string;
  locale: Locale;
  channel: 'app' | 'mini' | 'alipay' | 'web';
  user?: Record<string, unknown>;
  query?: Record<string, string>;
  now: string;
  steps: StepEntry[];
  calls: CallEntry[];
  mask?: MaskEntry[];
  sameAcrossCalls?: string[];
  outcome: Outcome;
}

/** Where a replay first departed from the recording: a step entry, the outcome, or the declared calls. */
export type ReplayPlace = { entry: number; step: string; runStep?: string } | { outcome: true } | { calls: true };

export interface ReplayResult {
  name: string;
  ok: boolean;
  problems: string[];
  /** Where the first problem arose (absent when it passed). */
  at?: ReplayPlace;
}
