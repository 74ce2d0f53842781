// The React adapter of the flow engine.
export { FlowStepView } from './FlowStepView';
export { EngineKitContext, useEngineKit, type EngineKit, type StepRenderers, type Formatters, type FormEntry } from './kit';
export { formatField } from './format-field';
