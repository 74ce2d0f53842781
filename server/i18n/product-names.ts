// The names of the bank's account products in the three languages, as it stores them with each
// account it opens (seed, online account opening, the electronic savings account) and answers
// them back: the bank's own texts, in locales/bank-products/ (docs/texts.md).
import type { Locale } from '../../domain/locale.js';
import { bankTexts } from './bank-texts.js';

const PRODUCTS = bankTexts<typeof import('../../locales/bank-products/en.json')>('bank-products');

export type AccountType = '01' | '02' | '03' | '04';

/** A currency as a product's name says it (港元 / HKD); one the table does not name, as its code. */
const currencyIn = (currency: string) => (lang: Locale) => {
  const key = `currency.${currency}`;
  return { currency: PRODUCTS.has(key) ? PRODUCTS.text(key, lang) : currency };
};

/** Product names by account type (and currency for the multi-currency account). */
export function productName(type: AccountType, currency: string): Record<Locale, string> {
  switch (type) {
    case '01':
      return PRODUCTS.local('savings');
    case '02':
      return PRODUCTS.local('current');
    case '03':
      return PRODUCTS.local('multiCurrency', currencyIn(currency));
    case '04':
      return PRODUCTS.local('atmCard');
  }
}

/** The electronic savings account opened online, in HKD or CNY. */
export function eAccountName(currency: string): Record<Locale, string> {
  return PRODUCTS.local('eSavings', currencyIn(currency));
}
