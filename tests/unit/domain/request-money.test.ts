// The money a request moves is read where its contract says (schemas/api/{CODE}.json,
// `money`), never guessed from key names: a QR payment's currency is in the scanned code,
// a bill amendment's is the bank's only bill currency.
import { describe, expect, it } from 'vitest';
import { loadContracts } from '../../../codegen/lib/catalog';
import { buildFpsQr } from '../../../domain/emv-qr';
import { moneyOfRequest } from '../../../domain/transfers/request-money';

describe('contracts declare where their money is', () => {
  const contracts = loadContracts();

  it('every money-moving contract says where its amount and currency are, or that it moves none the customer states', () => {
    const undeclared = contracts.filter((c) => c.moneyMoving && c.money === undefined).map((c) => c.code);
    expect(undeclared).toEqual([]);
    expect(contracts.filter((c) => !c.moneyMoving && c.money !== undefined).map((c) => c.code)).toEqual([]);
  });

  it('names only fields its request has', () => {
    const problems = contracts.flatMap((c) => {
      if (!c.money) return [];
      const properties = Object.keys((c.request as { properties?: object }).properties ?? {});
      const named = [c.money.amount, c.money.currency, c.money.qrPayload].filter((f): f is string => f !== undefined);
      const missing = named.filter((f) => !properties.includes(f)).map((f) => `${c.code}: ${f}`);
      const noCurrency = c.money.currency === undefined && c.money.fixedCurrency === undefined && c.money.qrPayload === undefined ? [`${c.code}: no currency`] : [];
      return [...missing, ...noCurrency];
    });
    expect(problems).toEqual([]);
  });
});

describe('moneyOfRequest', () => {
  const qr = (amount?: number) =>
    buildFpsQr({ proxy: { type: 'mobile', value: '+852-61234567' }, currency: 'CNY', name: 'CHAN TAI MAN', ...(amount ? { amount } : {}) });

  it('reads the amount and currency fields the contract names', () => {
    expect(moneyOfRequest({ amount: 'amount', currency: 'currency' }, { amount: 500_000_00, currency: 'USD' })).toEqual({ amount: 500_000_00, currency: 'USD' });
  });

  it('uses the fixed currency when the request names none', () => {
    expect(moneyOfRequest({ amount: 'amount', fixedCurrency: 'HKD' }, { amount: 12_345 })).toEqual({ amount: 12_345, currency: 'HKD' });
  });

  it('takes a QR payment’s currency, and its amount when the request has none, from the scanned code', () => {
    const declaration = { amount: 'amount', qrPayload: 'payload' };
    expect(moneyOfRequest(declaration, { payload: qr(880_000) })).toEqual({ amount: 880_000, currency: 'CNY' });
    expect(moneyOfRequest(declaration, { payload: qr(), amount: 2_000_000 })).toEqual({ amount: 2_000_000, currency: 'CNY' });
  });

  it('finds nothing to confirm without a declaration, an amount or a readable code', () => {
    expect(moneyOfRequest(undefined, { amount: 100, currency: 'HKD' })).toBeNull();
    expect(moneyOfRequest({ amount: 'amount', qrPayload: 'payload' }, { payload: qr() })).toBeNull();
    expect(moneyOfRequest({ amount: 'amount', qrPayload: 'payload' }, { payload: 'not a code', amount: 100 })).toBeNull();
    expect(moneyOfRequest({ amount: 'amount', currency: 'currency' }, { amount: 1.5, currency: 'HKD' })).toBeNull();
  });
});
