// Opens the token activation sheet from anywhere (an authenticator, the settings page) and
// resolves when the customer activated the token (true) or gave up (false).
import { makeAutoObservable } from 'mobx';

export class ActivationPrompt {
  open = false;
  private resolve: ((activated: boolean) => void) | null = null;

  constructor() {
    makeAutoObservable<ActivationPrompt, 'resolve'>(this, { resolve: false });
  }

  ask(): Promise<boolean> {
    this.finish(false);
    this.open = true;
    return new Promise((resolve) => {
      this.resolve = resolve;
    });
  }

  finish(activated: boolean): void {
    const resolve = this.resolve;
    this.resolve = null;
    this.open = false;
    resolve?.(activated);
  }
}
