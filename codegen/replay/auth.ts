// The scripted authenticator: hands the run the credential the current step entry recorded,
// or null when the entry says the customer cancelled. It also notices a fixture that gives a
// credential no step asked for, which usually means the flow changed under the recording.
import type { Authenticator } from '../../engine/core/deps';
import type { StepEntry } from './fixture';
import { jsonCopy } from './paths';

/**
 * Authenticators that answer with another one's credential: the customer's bound device is a
 * passkey on a device that registered one, otherwise the mobile token (what a recording made
 * without a passkey holds).
 */
const ANSWERED_BY: Record<string, readonly string[]> = {
  'bound-device': ['mobile-token', 'passkey'],
};

function answers(credentialMethod: string, askedMethod: string): boolean {
  return credentialMethod === askedMethod || (ANSWERED_BY[askedMethod] ?? []).includes(credentialMethod);
}

export class AuthScript {
  private entry: StepEntry | null = null;
  private label = '';
  private asked = 0;

  constructor(private readonly problems: string[]) {}

  begin(entry: StepEntry, label: string): void {
    this.entry = entry;
    this.label = label;
    this.asked = 0;
  }

  end(): void {
    const entry = this.entry;
    if (entry && this.asked === 0) {
      if (entry.action === 'authCancel') this.problems.push(`${this.label}: authCancel, but the step asked for no authentication`);
      else if (entry.auth) this.problems.push(`${this.label}: "auth" is given, but the step asked for no authentication`);
    }
    this.entry = null;
  }

  readonly authenticator: Authenticator = async (request) => {
    this.asked += 1;
    const entry = this.entry;
    if (!entry) {
      this.problems.push(`authentication (${request.method}) was asked outside any step entry`);
      return null;
    }
    if (entry.action === 'authCancel') return null;
    if (!entry.auth) {
      this.problems.push(`${this.label}: the step asks for ${request.method} authentication, but the entry gives no "auth"`);
      return null;
    }
    if (!answers(entry.auth.method, request.method)) {
      this.problems.push(`${this.label}: the entry's credential is '${entry.auth.method}', the step asks for '${request.method}'`);
    }
    const { asked, ...credential } = entry.auth;
    if (asked !== undefined && asked !== request.method) this.problems.push(`${this.label}: the step asks for '${request.method}', the entry says it asks for '${asked}'`);
    return jsonCopy(credential);
  };
}
