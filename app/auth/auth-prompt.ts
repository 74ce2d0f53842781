// Bridges the engine's promise-based authenticator to a sheet on screen: the authenticator
// awaits `open()`, the sheet resolves it with the code the customer confirmed (or null).
import { makeAutoObservable } from 'mobx';
import type { AuthRequest } from '../../engine/core';

export class AuthPrompt {
  request: AuthRequest | null = null;
  /** The transaction confirmation code's question (shown in red), when the bank sent one. */
  challenge: string | null = null;
  /** A heading for the sheet when it serves a strengthened verification; 'float': the transaction password. */
  purpose: 'confirm' | 'verify' | 'float' = 'confirm';
  private resolve: ((code: string | null) => void) | null = null;

  constructor() {
    makeAutoObservable<AuthPrompt, 'resolve'>(this, { resolve: false });
  }

  open(request: AuthRequest, options: { challenge?: string; purpose?: 'confirm' | 'verify' | 'float' } = {}): Promise<string | null> {
    this.finish(null);
    this.request = request;
    this.challenge = options.challenge ?? null;
    this.purpose = options.purpose ?? 'confirm';
    return new Promise((resolve) => {
      this.resolve = resolve;
    });
  }

  finish(code: string | null): void {
    const resolve = this.resolve;
    this.resolve = null;
    this.request = null;
    resolve?.(code);
  }
}
