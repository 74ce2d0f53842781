// Bridges the 'sms-otp' authenticator to its sheet: the authenticator awaits `open()` with
// the code that was sent; the sheet resolves it with the code typed (or null on cancel).
import { makeAutoObservable } from 'mobx';

export interface SmsChallenge {
  challengeId: string;
  transactionId: string;
  maskedMobile: string;
  resendAt: string;
  expiresAt: string;
  /** Translation key of what the code is for, shown on the sheet (e.g. strengthened verification). */
  reason?: string;
  /** Asks the bank for a new code (allowed after 100 seconds); resolves the new challenge. */
  resend: () => Promise<SmsChallenge>;
}

/** What the bank answers when it sends a code (ITSI320001, ITSI100005). */
export type SentCode = Omit<SmsChallenge, 'reason' | 'resend'>;

export class SmsPrompt {
  challenge: SmsChallenge | null = null;
  private resolve: ((answer: { challengeId: string; otp: string } | null) => void) | null = null;

  constructor() {
    makeAutoObservable<SmsPrompt, 'resolve'>(this, { resolve: false });
  }

  open(challenge: SmsChallenge): Promise<{ challengeId: string; otp: string } | null> {
    this.finish(null);
    this.challenge = challenge;
    return new Promise((resolve) => {
      this.resolve = resolve;
    });
  }

  replace(challenge: SmsChallenge): void {
    this.challenge = challenge;
  }

  finish(answer: { challengeId: string; otp: string } | null): void {
    const resolve = this.resolve;
    this.resolve = null;
    this.challenge = null;
    resolve?.(answer);
  }
}
