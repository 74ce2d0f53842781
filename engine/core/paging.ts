// Paged list steps (flow `paging`): where the step's rows sit inside the paging load's answer,
// joining the next page onto what is shown, and whether another page is there. Pure functions
// over plain data, so FlowRun only decides when to call the bank.
import type { ListStep } from './flow-types';
import { resolvePath } from './context';

type Paging = NonNullable<ListStep['paging']>;

/**
 * The path of the rows inside the paging load's answer: `items` is
 * loaded.{step}.{load}.{rest}; undefined when `items` is not under that load.
 */
export function rowsPathInAnswer(step: ListStep, stepId: string): string[] | undefined {
  const paging = step.paging;
  if (!paging) return undefined;
  const [root, id, into, ...rest] = step.items.split('.');
  if (root !== 'loaded' || id !== stepId || into !== paging.load) return undefined;
  return rest;
}

function rowsAt(answer: unknown, rest: string[]): unknown[] {
  const rows = rest.length ? resolvePath(answer as object, rest.join('.')) : answer;
  return Array.isArray(rows) ? rows : [];
}

function withRows(answer: unknown, rest: string[], rows: unknown[]): unknown {
  if (!rest.length) return rows;
  const [head, ...tail] = rest;
  const base = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  return { ...base, [head!]: withRows(base[head!], tail, rows) };
}

/** Whether a page follows: fewer rows than the total, or (without a total) a full last page. */
export function morePages(paging: Paging, answer: unknown, shown: number, lastPageRows: number): boolean {
  if (paging.total) {
    const total = Number(resolvePath(answer as object, paging.total));
    if (Number.isFinite(total)) return shown < total;
  }
  return lastPageRows >= paging.pageSize;
}

/** The first page's state after a (re)load. */
export function firstPage(paging: Paging, answer: unknown, rest: string[]): { pageNo: number; more: boolean } {
  const rows = rowsAt(answer, rest).length;
  return { pageNo: 1, more: morePages(paging, answer, rows, rows) };
}

/** The answer to show after the next page: its rows after the ones already shown. */
export function joinPage(paging: Paging, shown: unknown, page: unknown, rest: string[], pageNo: number) {
  const before = rowsAt(shown, rest);
  const added = rowsAt(page, rest);
  const rows = [...before, ...added];
  return { answer: withRows(page, rest, rows), state: { pageNo, more: added.length > 0 && morePages(paging, page, rows.length, added.length) } };
}

/** The paging load's request: its mapping plus the page asked for. */
export function pageRequest(paging: Paging, mapped: Record<string, unknown>, pageNo: number): Record<string, unknown> {
  return { ...mapped, pageNo, pageSize: paging.pageSize };
}
