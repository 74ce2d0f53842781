// An object whose methods wait for the real one to load: any method (at any depth, e.g.
// `token.generateOtp`) returns a promise of the loaded object's answer. The few synchronous
// ones are named with the answer they give until it has loaded (a device without a token).
// Small on purpose: it sits on the first screen, the object it stands for does not.
export function later<T extends object>(load: () => Promise<T>, sync: Record<string, unknown> = {}, own: Record<string, unknown> = {}, eager = false): T {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const start = () => (loading ??= load().then((value) => (loaded = value)));
  const at = (path: string[]) => path.reduce<any>((o, k) => o?.[k], loaded);
  const wrap = (path: string[]): any =>
    new Proxy(() => undefined, {
      // Not a thenable: awaiting the stand-in must not call into the loaded object.
      get: (_, key) => (typeof key !== 'string' || key === 'then' ? undefined : path.length === 0 && key in own ? own[key] : wrap([...path, key])),
      apply: (_, __, args: unknown[]) => {
        const name = path[path.length - 1]!;
        const call = () => at(path.slice(0, -1))[name](...args);
        if (name in sync) return loaded ? call() : sync[name];
        return start().then(call);
      },
    });
  if (eager) void start();
  return wrap([]) as T;
}
