// ITSI150001-ITSI150003 (mortgages) and ITSI098008 / ITSI098009 (branches, spec section 7) on
// the sandbox bank. The clock starts on Tuesday 2026-03-10, 10:00 in Hong Kong; the demo loan
// of lee.kayan was drawn 38 months before.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { mortgageQuote, repaymentSchedule } from '../../../../../../domain/mortgage/index';

describe('mortgages', () => {
  it('lists the demo mortgage with what is paid at the bank\'s date', async ({ bank }) => {
    const lee = await bank.login('lee.kayan');
    const res = await bank.call('ITSI150001', {}, { token: lee });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.mortgages).toHaveLength(1);
    const m = res.data.mortgages[0];
    const schedule = repaymentSchedule(680_000_000, 28_750, 300);
    expect(m).toMatchObject({
      loanNo: 'ML8523980001',
      principal: 680_000_000,
      rate: '2.8750%',
      months: 300,
      drawdownDate: '2023-01-10',
      paidInstalments: 38,
      remainingInstalments: 262,
      monthlyInstalment: schedule[0]!.instalment,
      outstanding: schedule[37]!.balance,
      nextDueDate: '2026-04-10',
      maturityDate: '2048-01-10',
      repaymentAccountType: '01',
      status: 'active',
    });
  });

  it('answers an empty list for a customer without a mortgage, and not another customer\'s loan', async ({ bank }) => {
    const chan = await bank.login('chan.taiman');
    const res = await bank.call('ITSI150001', {}, { token: chan });
    expect(res.data.mortgages).toEqual([]);
    const other = await bank.call('ITSI150002', { loanNo: 'ML8523980001' }, { token: chan });
    expect(other.header.responseCode).toBe('E150000001');
    expect(other.header.responseMessage).toBe('Mortgage loan not found');
  });

  it('groups the schedule by loan year; the principal parts repay the loan', async ({ bank }) => {
    const lee = await bank.login('lee.kayan');
    const res = await bank.call('ITSI150002', { loanNo: 'ML8523980001' }, { token: lee });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.years).toHaveLength(25);
    expect(res.data.years.reduce((s: number, y: { principal: number }) => s + y.principal, 0)).toBe(680_000_000);
    expect(res.data.years[0]).toMatchObject({ year: 1, firstNo: 1, lastNo: 12, fromDate: '2023-02-10', toDate: '2024-01-10' });
    expect(res.data.years[24].balance).toBe(0);
  });

  it('calculates with the same arithmetic as the front end, logged out', async ({ bank }) => {
    const res = await bank.call('ITSI150003', { principal: 500_000_000, rate: '3.5', months: 360 });
    expect(res.header.responseCode).toBe('00000');
    const quote = mortgageQuote(500_000_000, 35_000, 360);
    expect(res.data).toMatchObject({ rate: '3.5000%', monthlyInstalment: 2_245_223, totalInterest: quote.totalInterest, totalRepayment: quote.totalRepayment });
    expect(res.data.years).toHaveLength(30);
    const zero = await bank.call('ITSI150003', { principal: 1_200_000, rate: '0', months: 12 });
    expect(zero.data).toMatchObject({ monthlyInstalment: 100_000, totalInterest: 0 });
    const tooHigh = await bank.call('ITSI150003', { principal: 1_200_000, rate: '20.0001', months: 12 });
    expect(tooHigh.header.responseCode).toBe('E150000002');
  });
});

describe('branches', () => {
  it('lists Hong Kong branches with positions, hours and services; narrows to a district', async ({ bank }) => {
    const res = await bank.call('ITSI098008', { areaNo: '852' });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.branchList.length).toBeGreaterThanOrEqual(15);
    expect(res.data.branchList.every((b: { region: string }) => b.region === '852')).toBe(true);
    const central = res.data.branchList.find((b: { branchCode: string }) => b.branchCode === '852001');
    expect(central).toMatchObject({ branchName: 'Central Branch', district: 'CW', latitude: 22.283, longitude: 114.1565, weekdayHours: '09:00-17:00' });
    const macau = await bank.call('ITSI098008', { areaNo: '853', filterCode: 'TPA' }, { locale: 'zh_MO' });
    expect(macau.data.branchList.map((b: { branchName: string }) => b.branchName)).toEqual(['氹仔分行']);
  });

  it('answers the spec\'s branch errors', async ({ bank }) => {
    const guangdong = await bank.call('ITSI098008', { areaNo: '4403' });
    expect(guangdong.header).toMatchObject({ responseCode: 'E098000001', responseMessage: 'No branch information found' });
    const district = await bank.call('ITSI098008', { areaNo: '852', filterCode: 'TPA' });
    expect(district.header).toMatchObject({ responseCode: 'E098000002', responseMessage: 'Corresponding branch not found' });
    const name = await bank.call('ITSI098009', { branchCode: '852999' }, { locale: 'zh_CN' });
    expect(name.header).toMatchObject({ responseCode: 'E098000003', responseMessage: '没有找到网点名称' });
    const found = await bank.call('ITSI098009', { branchCode: '853004' });
    expect(found.data).toMatchObject({ branchCode: '853004', branchName: 'Taipa Branch', branch: { district: 'TPA', services: ['FX', 'MORT', 'WEALTH'] } });
  });
});

describe('embedded pages', () => {
  it('serves the precious metal and stock pages with their own CSP, framed by this origin only', async ({ bank }) => {
    const page = await bank.app.inject({ method: 'GET', url: '/embedded/precious-metal?lang=en' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
    );
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<title>Precious metal prices</title>');
    expect(page.body).not.toMatch(/<script|style=/);
    const stock = await bank.app.inject({ method: 'GET', url: '/embedded/stock?lang=zh-CN' });
    expect(stock.body).toContain('<title>港股市场概览</title>');
    const css = await bank.app.inject({ method: 'GET', url: '/embedded/embedded.css' });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect((await bank.app.inject({ method: 'GET', url: '/embedded/other' })).statusCode).toBe(404);
  });

  it('lets the app frame its own origin, where only the /embedded/ pages agree to be framed; never reflects the Host header', async ({ bank }) => {
    const res = await bank.app.inject({ method: 'POST', url: '/api/ITSI098009', headers: { host: 'evil.example:8080' }, payload: { header: {}, branchCode: '852001' } });
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("frame-src 'self'");
    expect(policy).not.toContain('evil.example');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    const embedded = await bank.app.inject({ method: 'GET', url: '/embedded/stock' });
    expect(String(embedded.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(embedded.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
