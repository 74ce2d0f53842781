// file-action: a button that saves or shares a file the bank made (download, share-file) says
// where the file comes from: either query.content (base64 already in the step's context, with
// query.fileName) or tx, a transaction that is not money-moving and answers
// { fileName, mimeType, contentBase64 }, called when the button is pressed. Not both.
import { isObject } from '../../lib/json';
import type { Finding, Rule } from '../types';

export const FILE_ACTIONS = ['download', 'share-file'];
const FILE_FIELDS = ['fileName', 'mimeType', 'contentBase64'];

export const fileActionRule: Rule = {
  id: 'file-action',
  description: 'download/share-file buttons take the file from query.content or from a non-money-moving tx answering a file',
  check(ctx) {
    const out: Finding[] = [];
    for (const [id, step] of ctx.steps) {
      const buttons = Array.isArray(step.buttons) ? (step.buttons as unknown[]) : [];
      buttons.forEach((button, i) => {
        if (!isObject(button)) return;
        const at = `steps.${id}.buttons[${i}]`;
        const isFileAction = typeof button.action === 'string' && FILE_ACTIONS.includes(button.action);
        if (!isFileAction) {
          // A call button's transaction is the call-action rule's to check.
          if (button.action !== 'call' && (button.tx !== undefined || button.request !== undefined)) {
            out.push({ location: `${at}.tx`, message: `only ${[...FILE_ACTIONS, 'call'].join('/')} buttons call a transaction (this one is "${String(button.action)}")` });
          }
          return;
        }
        const query = isObject(button.query) ? button.query : {};
        const hasContent = query.content !== undefined;
        if (typeof button.tx !== 'string') {
          if (!hasContent) out.push({ location: `${at}.query.content`, message: `${String(button.action)} needs query.content (base64 of the file) or tx (a transaction answering the file)` });
          else if (query.fileName === undefined) out.push({ location: `${at}.query.fileName`, message: `${String(button.action)} with query.content needs query.fileName` });
          if (button.request !== undefined) out.push({ location: `${at}.request`, message: 'request is the request of tx: name the tx too' });
          return;
        }
        if (hasContent) out.push({ location: `${at}.query.content`, message: 'give the file either as query.content or by tx, not both' });
        const contract = ctx.contract(button.tx);
        if (!contract) {
          out.push({ location: `${at}.tx`, message: `transaction ${button.tx} has no contract (schemas/api/${button.tx}.json)` });
          return;
        }
        if (contract.moneyMoving) out.push({ location: `${at}.tx`, message: `${button.tx} moves money: a button may only fetch a file` });
        const response = contract.response as { properties?: Record<string, unknown> } | undefined;
        const missing = FILE_FIELDS.filter((f) => !isObject(response?.properties) || !(f in response!.properties!));
        if (missing.length) out.push({ location: `${at}.tx`, message: `${button.tx} does not answer a file (its response lacks ${missing.join(', ')})` });
      });
    }
    return out;
  },
};
