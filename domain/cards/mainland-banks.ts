// The mainland banks whose debit cards the sandbox can bind, with the card number prefixes
// (issuer identification numbers) it recognises for each. A real bank asks the card scheme
// (UnionPay) which bank issued a card; the sandbox knows these well-published prefixes of
// the six largest mainland banks' debit cards and nothing else. Names for the screens are the
// code table flows/shared/code-tables/mainlandBank.json (same codes).

export const MAINLAND_BANKS = {
  ICBC: ['622202', '622208', '621226'],
  CCB: ['621700', '622700', '436742'],
  ABC: ['622848', '622845'],
  BOC: ['621661', '621663', '601382'],
  BOCOM: ['622262', '622260'],
  CMB: ['621483', '621485'],
} as const satisfies Record<string, readonly string[]>;

export type MainlandBank = keyof typeof MAINLAND_BANKS;

export const MAINLAND_BANK_CODES = Object.keys(MAINLAND_BANKS) as MainlandBank[];

export function isMainlandBank(code: string): code is MainlandBank {
  return Object.hasOwn(MAINLAND_BANKS, code);
}

/** The bank that issued a card number, by its prefix; undefined when the sandbox does not know it. */
export function bankOfCard(cardNo: string): MainlandBank | undefined {
  return MAINLAND_BANK_CODES.find((bank) => MAINLAND_BANKS[bank].some((prefix) => cardNo.startsWith(prefix)));
}
