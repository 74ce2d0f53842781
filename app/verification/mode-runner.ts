// The one way verification modes are run (spec: multiple-verify with theMods, a JSON list of
// modes): each mode in the order given, by the handler that asks the customer for its proof
// (a sheet, or a page such as the face scan); a cancel stops the run with nothing sent. Used by
// the verification sheets inside a journey and by the verification page alike (hub.ts).

export const MODES = ['password', 'sms', 'token', 'face', 'float'] as const;
export type Mode = (typeof MODES)[number];

export interface ModeProofs {
  password?: { password: string };
  sms?: { challengeId: string; otp: string; transactionId: string };
  token?: { deviceId: string; otp: string; challengeId?: string };
  face?: { faceScanId: string };
  float?: { password: string };
}

/** Asks the customer for one mode's proof; null when they cancel. */
export type ModeHandlers = { [M in Mode]?: () => Promise<ModeProofs[M] | null> };

/** A mode this place cannot ask for (e.g. a face scan where no page can take it). */
export class ModeUnavailableError extends Error {
  override readonly name = 'ModeUnavailableError';
  constructor(readonly mode: string) {
    super(`verification mode ${mode} is not available`);
  }
}

const isMode = (m: unknown): m is Mode => typeof m === 'string' && (MODES as readonly string[]).includes(m);

/**
 * The modes of a theMods value: a JSON list (as in a link's query) or a list. Null when it is
 * not a non-empty list of known modes, each once.
 */
export function parseModes(value: unknown): Mode[] | null {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!Array.isArray(list) || list.length === 0 || list.length > MODES.length || !list.every(isMode)) return null;
  return new Set(list).size === list.length ? list : null;
}

/** Runs the modes in order; resolves every proof, or null as soon as the customer cancels one. */
export async function runModes(modes: readonly Mode[], handlers: ModeHandlers, onMode?: (mode: Mode, index: number) => void): Promise<ModeProofs | null> {
  const proofs: ModeProofs = {};
  for (const [index, mode] of modes.entries()) {
    const handler = handlers[mode] as (() => Promise<ModeProofs[typeof mode] | null>) | undefined;
    if (!handler) throw new ModeUnavailableError(mode);
    onMode?.(mode, index);
    const proof = await handler();
    if (!proof) return null;
    (proofs as Record<Mode, unknown>)[mode] = proof;
  }
  return proofs;
}
