// Bank names by 3-digit code, loaded once per session from the bank, for showing
// 'Payee bank' everywhere a code appears.
import { makeAutoObservable, runInAction } from 'mobx';
import type { Locale, LocalText } from '../engine/core/flow-types';

export interface BankList {
  ownBankCode: string;
  banks: { code: string; name: LocalText }[];
}

export class BankDirectory {
  private names = new Map<string, LocalText>();
  private loading: Promise<void> | null = null;

  constructor(private readonly load: () => Promise<BankList>) {
    makeAutoObservable<BankDirectory, 'load' | 'loading'>(this, { load: false, loading: false });
  }

  ensure(): Promise<void> {
    this.loading ??= this.load()
      .then((list) => runInAction(() => list.banks.forEach((b) => this.names.set(b.code, b.name))))
      .catch(() => {
        this.loading = null;
      });
    return this.loading;
  }

  label(code: string, locale: Locale): string {
    const name = this.names.get(code);
    if (!name) {
      void this.ensure();
      return code;
    }
    return `${name[locale]} (${code})`;
  }

  reset(): void {
    this.names.clear();
    this.loading = null;
  }
}
