// The flow language's types are generated from schemas/flow.schema.json (npm run codegen),
// so the engine and the linter can never disagree about what a flow may say.
export type {
  Flow,
  Step,
  FormStep,
  ConfirmStep,
  ResultStep,
  ListStep,
  DetailStep,
  DocumentStep,
  DocumentSection,
  VerificationStep,
  LocalText,
  Mapping,
  Source,
  Field,
  Action,
  Next,
  Load,
  Submit,
  Check,
} from '../../generated/types/flow';

export { LOCALES, type Locale } from '../../domain/locale';
