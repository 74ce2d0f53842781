// A hand-written screen's form state: its values, the bank's answers it shows, the errors per
// field, as a MobX store the screen's fields observe one by one. What a team writing the two
// screens by hand with MobX would keep; no flow, no run, nothing saved to sessionStorage.
import { makeAutoObservable } from 'mobx';

export type Values = Record<string, unknown>;
export type Errors = Record<string, string[]>;

export class FormState {
  values: Values;
  errors: Errors = {};
  busy = false;
  step: 'input' | 'confirm' = 'input';

  constructor(initial: Values) {
    this.values = initial;
    makeAutoObservable(this);
  }

  set(name: string, value: unknown): void {
    // As the engine's form layer does: undefined means the field was emptied.
    if (value === undefined) delete this.values[name];
    else this.values[name] = value;
  }

  setErrors(errors: Errors): void {
    this.errors = errors;
  }

  setBusy(busy: boolean): void {
    this.busy = busy;
  }

  goTo(step: 'input' | 'confirm'): void {
    this.step = step;
  }
}

/** The bank's reads a screen needs, for the service client's `call` (bridge/service/client.ts). */
export type Call = (code: string, payload: object) => Promise<unknown>;
