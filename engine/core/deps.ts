// What the engine needs from the outside world, handed in by the app (or by a test or the
// replay runner). The engine never reaches for globals, so it runs the same everywhere.
import type { Locale } from './flow-types';
import type { CompiledValidator } from './validation';
import type { RequestMoney } from '../../domain/transfers/request-money';

/** Calls the bank with a transaction code; resolves with the response envelope's data. */
/** `from` names the flow of a step's submit (the bank may keep which definition sent it). */
export type CallBank = (code: string, payload: Record<string, unknown>, from?: { flowId: string; version?: number }) => Promise<unknown>;

export interface AuthRequest {
  method: string;
  flowId: string;
  stepId: string;
  /** The transaction code the credential will confirm (an SMS code is sent for it). */
  tx?: string;
  /** The request about to be sent, so an authenticator can show or sign what is confirmed. */
  payload: Record<string, unknown>;
  /** Where the request carries the money it moves, as its contract declares (domain/transfers/request-money.ts). */
  money?: RequestMoney;
}

/** Proof that the customer passed an authentication; sent as the request's `auth`. */
export type AuthCredential = Record<string, unknown> & { method: string };

/** Resolves with a credential, or null when the customer cancels. */
export type Authenticator = (request: AuthRequest) => Promise<AuthCredential | null>;

/** A verification: a step's strengthened verification (step.verify) or a verification step's. */
export interface VerifyRequest {
  /** The business type the bank names the modes of. */
  bizType?: string;
  /** Or the caller's modes, in order (spec: multiple-verify with theMods). */
  theMods?: string[];
  flowId: string;
  stepId: string;
}

/** The event a finished verification sends back: its bizType (or theMods) and the bank's ticket. */
export interface VerifyResult {
  bizType?: string;
  theMods?: string[];
  /** Absent when the bank said no verification is needed after all. */
  ticket?: string;
}

/** Resolves with the result, or null when the customer cancels. */
export type Verifier = (request: VerifyRequest) => Promise<VerifyResult | null>;

export interface FormValidatorEntry {
  validate: CompiledValidator;
}

export interface RunStorage {
  load(key: string): string | null;
  save(key: string, value: string): void;
  remove(key: string): void;
  /** Every stored key, so logging out can drop all saved runs. */
  keys(): string[];
}

export interface EngineDeps {
  call: CallBank;
  /** Keyed `${flow.id}@${flow.version}/${stepId}`. */
  formValidators: Record<string, FormValidatorEntry>;
  /** Optional request validators by transaction code: a request that breaks its contract is a flow bug. */
  requestValidators?: Record<string, CompiledValidator>;
  /**
   * Resolves once the request validators of the flow's contracts are in requestValidators;
   * undefined when they already are. A submit waits for it before anything else (the second
   * factor, the call): the check is never skipped, and a validator that could not be fetched
   * stops the submit.
   */
  requestChecksPending?: (flowId: string) => Promise<void> | undefined;
  /** Where each money-moving contract's request carries its amount and currency. */
  requestMoney?: Record<string, RequestMoney>;
  authenticators: Record<string, Authenticator>;
  /** Strengthened verification; a step that asks for it without one is never submitted. */
  verifier?: Verifier;
  locale: () => Locale;
  user: () => unknown;
  now: () => Date;
  newId: () => string;
  storage?: RunStorage;
}

/** An error a dependency may throw, with a message already fit for the customer. */
export interface CustomerFacingError {
  message: string;
  code?: string;
  kind?: string;
}
