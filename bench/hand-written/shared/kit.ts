// What both hand-written screens use beyond the shell: the form's state and checks, the field
// that draws a kit widget, the widgets' registry, the confirm rows. One chunk in the build
// (bench/hand-written/vite.config.ts), as the product's flow page is one.
export { Field, type FieldSpec } from './Field';
export { makeRegistry } from './registry';
export { ConfirmRows } from './ConfirmRows';
export { FormState, type Call } from './form';
export { addError, schemaErrors, type MessageTexts, type Validate } from './validate';
export { todayInHongKong } from './today';
export { BusyButton } from '../../../widgets/shared/BusyButton';
export { createFormatters } from '../../../app/format';
