// A redirect target taken from a URL must stay inside the app: a path, never another origin.
export function safeRedirect(target: string | null | undefined, fallback = '/mine/index'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback;
  return target;
}
