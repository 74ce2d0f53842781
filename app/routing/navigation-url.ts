// Pure helpers of navigation: URLs with a query, and the duplicate-navigation error of the spec.
export class DuplicateNavigationError extends Error {
  constructor(readonly target: string) {
    super(`Avoided redundant navigation to current location: "${target}"`);
    this.name = 'NavigationDuplicated';
  }
}

export function buildUrl(to: string, query?: Record<string, string>): string {
  // A mapped query may hold nothing for a field the customer left empty: leave it out rather
  // than sending the text "undefined".
  const present = Object.entries(query ?? {}).filter(([, v]) => v !== undefined && v !== null);
  const params = new URLSearchParams(present.map(([k, v]) => [k, String(v)]));
  const text = params.toString();
  if (!text) return to;
  return `${to}${to.includes('?') ? '&' : '?'}${text}`;
}
