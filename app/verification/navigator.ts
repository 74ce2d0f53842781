// The router's navigate for the verification's own moves outside a click (the face scan page
// opened in place of the current page, the return to the caller). Set by the flow pages.
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let current: Navigate | null = null;

export function setNavigator(navigate: Navigate): void {
  current = navigate;
}

export function appNavigate(to: string, options?: { replace?: boolean }): void {
  if (!current) throw new Error('no navigator yet');
  current(to, options);
}

/** The location on screen (hash routing), to come back to. */
export function currentLocation(): string {
  return window.location.hash.replace(/^#/, '') || '/mine/index';
}
