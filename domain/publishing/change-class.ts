// What a new version of a journey changes, against the version it replaces, and how many
// approvers it therefore needs (docs/publishing.md, "Approval by what the change touches").
// Read from the two definitions as the engine runs them, so no description of the change by
// its author is trusted. The highest class of any difference is the version's class.

export type ChangeClass = 'texts' | 'form' | 'structure' | 'money';

/** From the least to the most a change can do to a customer's money. */
export const CHANGE_CLASSES: readonly ChangeClass[] = ['texts', 'form', 'structure', 'money'];

/** One approver for texts and layout; two different people for anything that can move money or weaken a check. */
export const APPROVERS_NEEDED: Record<ChangeClass, number> = { texts: 1, form: 2, structure: 2, money: 2 };

export interface ClassifiedChange {
  class: ChangeClass;
  /** Each difference with the class it falls in, for the approvers to read. */
  reasons: { path: string; class: ChangeClass }[];
}

/** Keys of a step whose change moves money or decides who may: its request, its factors, its checks of the customer. */
const MONEY_KEYS = new Set(['submit', 'auth', 'authSkipWhen', 'verify']);
/** Keys that decide where a run goes. */
const STRUCTURE_KEYS = new Set(['kind', 'route', 'next', 'backTo', 'goTo', 'noBack', 'reachedFrom', 'buttons', 'keepAlive', 'embed']);
/** Keys that decide what a form takes and what it refuses, or what the step reads from the bank. */
const FORM_KEYS = new Set(['schema', 'checks', 'defaults', 'load', 'filter', 'paging', 'tabs']);
// Everything else of a step is what it says and how it is laid out: titles, notes, labels,
// messages, the fields a confirm or result page shows, list rows, menus: the texts class.

const rank = (c: ChangeClass) => CHANGE_CLASSES.indexOf(c);
/** The class that needs more of approvers, of two. */
export const higher = (a: ChangeClass, b: ChangeClass) => (rank(a) >= rank(b) ? a : b);

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The paths under `value` that differ from `other`, down to the first differing key. */
function differences(a: unknown, b: unknown, at: string, out: string[]): void {
  if (same(a, b)) return;
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) differences((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${at}.${key}`, out);
    return;
  }
  out.push(at);
}

function classOfStepPath(path: string): ChangeClass {
  // steps.<id>.<key>...
  const [, , key = ''] = path.split('.');
  if (MONEY_KEYS.has(key)) return 'money';
  // What a form takes and refuses, and what the step reads (a load's code is a read).
  if (FORM_KEYS.has(key) || (key === 'ui' && path.includes('.ui:options'))) return 'form';
  // Any other transaction code in a step (a call button's) is the bank being asked to act.
  if (/\.tx$/.test(path)) return 'money';
  if (STRUCTURE_KEYS.has(key)) return 'structure';
  return 'texts';
}

interface FlowShape {
  login?: unknown;
  start?: unknown;
  steps: Record<string, unknown>;
  [key: string]: unknown;
}

export function classifyChange(base: FlowShape, draft: FlowShape): ClassifiedChange {
  const reasons: ClassifiedChange['reasons'] = [];
  const note = (path: string, c: ChangeClass) => reasons.push({ path, class: c });
  // Whether a customer must be logged on decides who may move money at all.
  if (!same(base.login, draft.login)) note('login', 'money');
  if (!same(base.start, draft.start)) note('start', 'structure');
  for (const id of new Set([...Object.keys(base.steps), ...Object.keys(draft.steps)])) {
    const before = base.steps[id];
    const after = draft.steps[id];
    if (before === undefined || after === undefined) {
      // A step added or removed; one that submits or authenticates is a money change in itself.
      const step = (before ?? after) as Record<string, unknown>;
      note(`steps.${id}`, step.submit !== undefined || step.auth !== undefined ? 'money' : 'structure');
      continue;
    }
    const paths: string[] = [];
    differences(before, after, `steps.${id}`, paths);
    for (const path of paths) note(path, classOfStepPath(path));
  }
  // The rest of the definition (title, description, menu) is how the journey is named and found.
  for (const key of new Set([...Object.keys(base), ...Object.keys(draft)])) {
    if (key === 'steps' || key === 'login' || key === 'start' || key === 'version') continue;
    if (!same(base[key], draft[key])) note(key, 'texts');
  }
  return { class: reasons.reduce<ChangeClass>((c, r) => higher(c, r.class), 'texts'), reasons };
}
