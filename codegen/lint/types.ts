// The linter's vocabulary: a rule looks at one flow (with its context) and returns problems.
import type { ApiContract, Vocabulary } from '../lib/catalog';
import type { FlowForm } from '../lib/flow-forms';
import type { ResolvedSchema } from '../lib/form-schema';

export type RuleId =
  | 'schema'
  | 'unknown-property'
  | 'missing-step'
  | 'unreachable-step'
  | 'missing-translation'
  | 'unknown-widget'
  | 'unknown-action'
  | 'file-action'
  | 'call-action'
  | 'unknown-transaction'
  | 'unauthenticated-money'
  | 'auth-waiver'
  | 'bad-path'
  | 'unknown-field'
  | 'request-mapping'
  | 'unknown-query'
  | 'unknown-route'
  | 'reached-from'
  | 'placeholder-mismatch'
  | 'message-field'
  | 'unknown-form-ref'
  | 'verify-step'
  | 'confirm-factor'
  | 'paging'
  | 'menu-entry'
  | 'swipe'
  | 'chart'
  | 'unknown-reference'
  | 'unused-shared'
  | 'shared-text-copy'
  | 'repeated-text'
  | 'repeated-block'
  | 'secret-field'
  | 'document'
  | 'progress'
  | 'widget-fit'
  | 'form-plan'
  | 'default-widget';

export interface Problem {
  rule: RuleId;
  /** Repository-relative path of the flow file. */
  file: string;
  /** Where in the flow: 'start', 'steps.confirm.next[1]', ... */
  location: string;
  message: string;
}

/** A form of the flow with its schema resolved (external $refs inlined). */
export interface LintForm extends FlowForm {
  resolved: ResolvedSchema;
}

export interface LintContext {
  /** Absolute path of the flow file ($refs resolve relative to it). */
  file: string;
  flow: unknown;
  /** The flow's steps that are objects, by id. */
  steps: Map<string, Record<string, unknown>>;
  vocabulary: Vocabulary;
  contract(code: string): ApiContract | undefined;
  forms(): LintForm[];
}

/** What a rule reports; the runner adds the rule id and file. */
export interface Finding {
  location: string;
  message: string;
}

export interface Rule {
  id: RuleId;
  /** One line for --help and docs. */
  description: string;
  check(ctx: LintContext): Finding[];
}
