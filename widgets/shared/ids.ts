// Element ids derived from a field id, so labels, help and errors can be wired with
// aria-labelledby / aria-describedby. Error and help ids follow RJSF's own conventions.
import { errorId, helpId } from '@rjsf/utils';

export { errorId, helpId };

/** Id of the visible label rendered for a field. */
export function labelId(id: string): string {
  return `${id}__label`;
}

/** Space-separated list of the ids that describe a control, or undefined when none. */
export function describedBy(id: string, parts: { error?: boolean; help?: boolean; extra?: string[] }): string | undefined {
  const ids = [
    ...(parts.extra ?? []),
    parts.help ? helpId(id) : null,
    parts.error ? errorId(id) : null,
  ].filter((x): x is string => !!x);
  return ids.length ? ids.join(' ') : undefined;
}

/** True when an RJSF error list holds at least one message. */
export function hasErrors(errors: readonly string[] | undefined): boolean {
  return !!errors && errors.some((e) => !!e);
}
