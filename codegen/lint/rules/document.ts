// document: a document step's contact lines dial or write to exactly what they show (a typo
// between the number printed and the tel: link sends the customer to a stranger), and a
// document step neither calls the bank nor moves on (it is a page to read: buttons lead on).
import { isObject } from '../../lib/json';
import type { Finding, Rule } from '../types';

const digits = (text: string): string => text.replace(/\D/g, '');

export const documentRule: Rule = {
  id: 'document',
  description: 'document steps: tel:/mailto: links match the number or address shown; no submit or next',
  check(ctx) {
    const out: Finding[] = [];
    for (const [id, step] of ctx.steps) {
      if (step.kind !== 'document') continue;
      for (const key of ['submit', 'next', 'auth']) {
        if (step[key] !== undefined) out.push({ location: `steps.${id}.${key}`, message: `a document step is a page to read: it has no ${key} (use buttons to lead on)` });
      }
      const sections = Array.isArray(step.sections) ? step.sections : [];
      sections.forEach((section, s) => {
        if (!isObject(section) || !Array.isArray(section.contacts)) return;
        section.contacts.forEach((contact, c) => {
          if (!isObject(contact) || typeof contact.href !== 'string' || typeof contact.value !== 'string') return;
          const at = `steps.${id}.sections[${s}].contacts[${c}].href`;
          const [scheme, target = ''] = contact.href.split(/:(.*)/s) as [string, string?];
          if (scheme === 'tel') {
            const shown = digits(contact.value);
            // "+852 3188 2388" dials +85231882388; a local "3188 2388" shown is dialled with +852.
            if (digits(target) !== shown && digits(target) !== `852${shown}`) out.push({ location: at, message: `dials ${target} but shows "${contact.value}"` });
          } else if (scheme === 'mailto') {
            if (target.toLowerCase() !== contact.value.trim().toLowerCase()) out.push({ location: at, message: `writes to ${target} but shows "${contact.value}"` });
          }
        });
      });
    }
    return out;
  },
};
