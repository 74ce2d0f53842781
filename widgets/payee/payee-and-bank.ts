// The payee field and the bank widget share the bank picker and the bank directory's helpers:
// one on-demand chunk for both (widgets/lazy-widgets.ts), not two plus a third for what they share.
export { PayeeField } from './PayeeField';
export { BankWidget } from '../bank/BankWidget';
