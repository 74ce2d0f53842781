// The studio's sign-in for staff (docs/publishing.md): a form of three fields, the bank checks
// the password and the authenticator's code, and locks the id after five wrong attempts.
import { useState } from 'react';
import type { Locale } from '../../../engine/core/flow-types';
import { signIn, type StaffMember } from './staff-session';
import { say } from './texts';

export function StaffSignIn({ locale, onSignedIn }: { locale: Locale; onSignedIn: (staff: StaffMember) => void }) {
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const result = await signIn(loginId.trim(), password, otp.trim()).catch(() => ({ ok: false as const, locked: false }));
    setBusy(false);
    if (result.ok) onSignedIn(result.staff);
    else setError(say(locale, result.locked ? 'signInLocked' : 'signInFailed'));
  };

  return (
    <form className="studio-sign-in" aria-labelledby="studio-sign-in-title" onSubmit={(e) => void submit(e)}>
      <h2 id="studio-sign-in-title">{say(locale, 'signInTitle')}</h2>
      <p className="studio-note">{say(locale, 'signInNote')}</p>
      <label>
        {say(locale, 'staffLoginId')}
        <input name="loginId" autoComplete="username" required value={loginId} onChange={(e) => setLoginId(e.target.value)} />
      </label>
      <label>
        {say(locale, 'staffPassword')}
        <input name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      <label>
        {say(locale, 'staffCode')}
        <input name="otp" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" required value={otp} onChange={(e) => setOtp(e.target.value)} />
      </label>
      {error && (
        <p className="studio-status studio-status--error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="studio-button studio-button--primary" disabled={busy}>
        {say(locale, 'signIn')}
      </button>
    </form>
  );
}
