// The studio's staff session (docs/publishing.md, "Staff and roles"): signed in with a password
// and the authenticator's code, kept for this tab (session storage) and sent with every studio
// call; the bank decides what the role may do.
import { loadConfig } from '../../../bridge';

import type { StaffMember } from '../../../domain/publishing/staff';

export type { StaffMember, StaffRole } from '../../../domain/publishing/staff';

const KEY = 'studio-staff-session';

export function currentStaff(): { token: string; staff: StaffMember } | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as { token: string; staff: StaffMember }) : undefined;
  } catch {
    return undefined;
  }
}

/** The header the studio's calls carry. */
export function staffHeaders(): Record<string, string> {
  const token = currentStaff()?.token;
  return token ? { 'x-staff-token': token } : {};
}

export type SignInResult = { ok: true; staff: StaffMember } | { ok: false; locked: boolean };

export async function signIn(loginId: string, password: string, otp: string): Promise<SignInResult> {
  const { apiRoot } = await loadConfig();
  const response = await fetch(`${apiRoot}studio/session`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId, password, otp }),
  });
  if (!response.ok) return { ok: false, locked: response.status === 429 };
  const body = (await response.json()) as { token: string; staff: StaffMember };
  sessionStorage.setItem(KEY, JSON.stringify(body));
  return { ok: true, staff: body.staff };
}

export async function signOut(): Promise<void> {
  const headers = staffHeaders();
  sessionStorage.removeItem(KEY);
  const { apiRoot } = await loadConfig();
  await fetch(`${apiRoot}studio/session`, { method: 'DELETE', credentials: 'same-origin', headers }).catch(() => undefined);
}

/** The session ended at the bank (idle, expired): the tab forgets it. */
export function forgetStaff(): void {
  sessionStorage.removeItem(KEY);
}
