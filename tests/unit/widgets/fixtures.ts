// Loaded data as the transfer flow's run context holds it (ITSI200001/2/3 answers).
export const accounts = [
  {
    accountId: 'acc-sav-hkd',
    accountNo: '01234567890123',
    accountType: '01',
    currency: 'HKD',
    balance: 1500000,
    available: 1234567,
    productName: { 'zh-TW': '港元儲蓄賬戶', 'zh-CN': '港元储蓄账户', en: 'HKD Savings' },
  },
  {
    accountId: 'acc-mc-jpy',
    accountNo: '98765432109876',
    accountType: '03',
    currency: 'JPY',
    balance: 500000,
    available: 450000,
    productName: { 'zh-TW': '綜合儲蓄賬戶', 'zh-CN': '综合储蓄账户', en: 'Multi-currency Savings' },
  },
];

export const banks = [
  { code: '004', name: { 'zh-TW': '香港上海滙豐銀行', 'zh-CN': '香港上海汇丰银行', en: 'The Hongkong and Shanghai Banking Corporation' } },
  { code: '012', name: { 'zh-TW': '中國銀行（香港）', 'zh-CN': '中国银行（香港）', en: 'Bank of China (Hong Kong)' } },
  { code: '024', name: { 'zh-TW': '恒生銀行', 'zh-CN': '恒生银行', en: 'Hang Seng Bank' } },
  { code: '388', name: { 'zh-TW': '示範銀行', 'zh-CN': '示范银行', en: 'Demo Bank' } },
];

export const payees = [
  { payeeId: 'p1', name: 'CHAN TAI MAN', bankCode: '024', accountNo: '2891234567', nickname: 'Landlord' },
  { payeeId: 'p2', name: 'LEE SIU MING', bankCode: '388', accountNo: '0112233445566' },
];

export const runContext = {
  loaded: {
    input: {
      accounts,
      payees,
      banks: { banks, ownBankCode: '388' },
    },
  },
};
