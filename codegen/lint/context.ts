// Builds what every rule needs about one flow, once: its steps, the vocabulary, contract
// look-ups (cached) and its forms with resolved schemas (computed on first use).
import { loadContract, loadVocabulary, type ApiContract, type Vocabulary } from '../lib/catalog';
import { flowForms, flowSteps } from '../lib/flow-forms';
import { resolveFormSchema } from '../lib/form-schema';
import { sharedParts, type SharedParts } from '../lib/shared-parts';
import type { ReuseIndex } from './reuse';
import type { LintContext, LintForm } from './types';

export interface Catalog {
  vocabulary: Vocabulary;
  contract(code: string): ApiContract | undefined;
  /** The texts, code tables and fragments flows reference (flows/shared/). */
  parts: SharedParts;
  /** For the reuse rules: where texts and blocks are written (default: flows/ on disk) and which files are journeys (default: flows/). */
  reuse?: { index: () => ReuseIndex; flowsDir: string };
}

export function defaultCatalog(): Catalog {
  const contracts = new Map<string, ApiContract | undefined>();
  return {
    vocabulary: loadVocabulary(),
    parts: sharedParts(),
    contract(code) {
      if (!contracts.has(code)) contracts.set(code, loadContract(code));
      return contracts.get(code);
    },
  };
}

export function createContext(file: string, flow: unknown, catalog: Catalog): LintContext {
  let forms: LintForm[] | undefined;
  return {
    file,
    flow,
    steps: new Map(flowSteps(flow)),
    vocabulary: catalog.vocabulary,
    contract: (code) => catalog.contract(code),
    forms() {
      forms ??= flowForms(flow).map((form) => ({ ...form, resolved: resolveFormSchema(form.schema, file) }));
      return forms;
    },
  };
}
