// Pure helpers of navigation: URLs with a query, and the duplicate-navigation error of the spec.
export class DuplicateNavigationError extends Error {
  constructor(readonly target: string) {
    super(`Avoided redundant navigation to current location: "${target}"`);
    this.name = 'NavigationDuplicated';
  }
}

export function buildUrl(to: string, query?: Record<string, string>): string {
  const params = new URLSearchParams(query ?? {});
  const text = params.toString();
  if (!text) return to;
  return `${to}${to.includes('?') ? '&' : '?'}${text}`;
}
