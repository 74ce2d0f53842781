// The demo data's texts in the three languages, read from the texts' home: the bank's name
// (locales/bank-identity/), the product names it stores with each account it opens
// (locales/bank-products/), what each demo customer is for (locales/bank-demo/) and the demo
// notices it seeds (locales/bank-notices/, demo.*): the same bytes as when they were written in
// the code.
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures.js';
import { DEMO_CUSTOMERS } from '../../../../server/seed/demo-data.js';
import { eAccountName, productName } from '../../../../server/i18n/product-names.js';

const NOTES = {
  "chan.taiman": {
    "zh-TW": "港元儲蓄、港元往來、綜合貨幣（人民幣、美元）及提款卡；收款人包括本行及滙豐、恒生、中銀香港",
    "zh-CN": "港元储蓄、港元往来、综合货币（人民币、美元）及提款卡；收款人包括本行及汇丰、恒生、中银香港",
    "en": "HKD savings, HKD current, multi-currency (CNY, USD) and an ATM card; payees at this bank, HSBC, Hang Seng and BOCHK"
  },
  "wong.siuming": {
    "zh-TW": "結餘較少，適合測試餘額不足；收款人包括陳大文及恒生、東亞",
    "zh-CN": "结余较少，适合测试余额不足；收款人包括陈大文及恒生、东亚",
    "en": "Smaller balances, handy for insufficient-balance cases; payees Chan Tai Man, Hang Seng and BEA"
  },
  "lee.kayan": {
    "zh-TW": "澳門居民，結餘較高，適合測試每日限額；綜合貨幣賬戶設歐元，可試歐元特快轉賬；按揭貸款；收款人包括陳大文、黃小明及滙豐、渣打",
    "zh-CN": "澳门居民，结余较高，适合测试每日限额；综合货币账户设欧元，可试欧元特快转账；按揭贷款；收款人包括陈大文、黄小明及汇丰、渣打",
    "en": "Macau resident with large balances, handy for daily-limit cases; a EUR multi-currency account for EUR express transfers; a mortgage; payees Chan Tai Man, Wong Siu Ming, HSBC and Standard Chartered"
  },
  "ho.wingyan": {
    "zh-TW": "轉賬須加強驗證（流動保安編碼及網上銀行密碼）；收款人包括陳大文；港元定期存款（其中一筆數天內到期）",
    "zh-CN": "转账须加强验证（流动保安编码及网上银行密码）；收款人包括陈大文；港元定期存款（其中一笔数天内到期）",
    "en": "Transfers need strengthened verification (Mobile Token and online banking password); payee Chan Tai Man; HKD time deposits, one maturing within days"
  },
  "tam.meiling": {
    "zh-TW": "轉賬須加強驗證；未啟用流動保安編碼，以短訊一次性密碼及網上銀行密碼驗證",
    "zh-CN": "转账须加强验证；未启用流动保安编码，以短信一次性密码及网上银行密码验证",
    "en": "Transfers need strengthened verification; without a Mobile Token it is an SMS one-time password and the online banking password"
  },
  "ng.kawai": {
    "zh-TW": "密碼系統已升級：登入前須重設密碼（忘記密碼：身份證號碼 M246813(7)，出生日期 1988-03-21）",
    "zh-CN": "密码系统已升级：登录前须重置密码（忘记密码：身份证号码 M246813(7)，出生日期 1988-03-21）",
    "en": "Password system upgraded: reset the password before logging on (forgotten password: ID M246813(7), born 1988-03-21)"
  }
};

const NOTICES = [
  {
    "id": "NT0000000000000000000001",
    "category": "security",
    "title_zh_tw": "提防詐騙來電及短訊",
    "title_zh_cn": "提防诈骗来电及短信",
    "title_en": "Beware of scam calls and SMS",
    "summary_zh_tw": "本行不會透過短訊或電郵連結要求閣下提供密碼或流動保安編碼。",
    "summary_zh_cn": "本行不会透过短信或电邮链接要求阁下提供密码或流动保安编码。",
    "summary_en": "We never ask for your password or Mobile Token code by SMS or email link.",
    "body_zh_tw": "本行不會透過短訊、電郵或社交媒體的連結要求閣下登入網上銀行，或提供密碼、一次性密碼或流動保安編碼。如有懷疑，請致電防騙易熱線 18222，或致電本行客戶服務熱線。",
    "body_zh_cn": "本行不会透过短信、电邮或社交媒体的链接要求阁下登入网上银行，或提供密码、一次性密码或流动保安编码。如有怀疑，请致电防骗易热线 18222，或致电本行客户服务热线。",
    "body_en": "We never ask you to log on from a link in an SMS, email or social media message, or to give your password, one-time password or Mobile Token code. If in doubt, call the Anti-Scam Helpline 18222 or our customer service hotline."
  },
  {
    "id": "NT0000000000000000000002",
    "category": "service",
    "title_zh_tw": "系統維護通知",
    "title_zh_cn": "系统维护通知",
    "title_en": "System maintenance",
    "summary_zh_tw": "網上銀行於星期日凌晨2時至4時暫停服務。",
    "summary_zh_cn": "网上银行于星期日凌晨2时至4时暂停服务。",
    "summary_en": "Online banking is unavailable on Sunday from 2:00 to 4:00 a.m.",
    "body_zh_tw": "為提升服務質素，網上銀行及流動應用程式將於星期日凌晨2時至4時（香港時間）進行系統維護，期間轉賬、繳費及轉數快服務將暫停。不便之處，敬請原諒。",
    "body_zh_cn": "为提升服务质素，网上银行及流动应用程序将于星期日凌晨2时至4时（香港时间）进行系统维护，期间转账、缴费及转数快服务将暂停。不便之处，敬请原谅。",
    "body_en": "To improve our services, online and mobile banking will be under maintenance on Sunday from 2:00 to 4:00 a.m. (Hong Kong time). Transfers, bill payments and FPS will be unavailable during that time. We apologise for any inconvenience."
  },
  {
    "id": "NT0000000000000000000003",
    "category": "service",
    "title_zh_tw": "電子支票服務已推出",
    "title_zh_cn": "电子支票服务已推出",
    "title_en": "E-cheques are here",
    "summary_zh_tw": "閣下現可於應用程式內簽發及存入電子支票。",
    "summary_zh_cn": "阁下现可于应用程序内签发及存入电子支票。",
    "summary_en": "You can now issue and deposit e-cheques in the app.",
    "body_zh_tw": "閣下現可於應用程式的「全部功能」中簽發、存入及止付電子支票，毋須親臨分行。",
    "body_zh_cn": "阁下现可于应用程序的「全部功能」中签发、存入及止付电子支票，毋须亲临分行。",
    "body_en": "You can now issue, deposit and stop e-cheques from All services in the app, without visiting a branch."
  }
];

describe('the demo data in three languages', () => {
  it('names the bank first in the list of banks', async ({ bank, chan }) => {
    const banks = await bank.call('ITSI200003', {}, { token: chan });
    expect(banks.data.banks[0]).toEqual({ code: '398', name: { 'zh-TW': '海港沙盒銀行', 'zh-CN': '海港沙盒银行', en: 'Harbour Sandbox Bank' } });
  });

  it('names the account products', () => {
    expect(productName('01', 'HKD')).toEqual({ 'zh-TW': '港元儲蓄賬戶', 'zh-CN': '港元储蓄账户', en: 'HKD Savings Account' });
    expect(productName('02', 'HKD')).toEqual({ 'zh-TW': '港元往來賬戶', 'zh-CN': '港元往来账户', en: 'HKD Current Account' });
    expect(productName('03', 'HKD')).toEqual({ 'zh-TW': '綜合貨幣儲蓄賬戶 - 港元', 'zh-CN': '综合货币储蓄账户 - 港元', en: 'Multi-currency Savings Account - HKD' });
    expect(productName('03', 'CNY')).toEqual({ 'zh-TW': '綜合貨幣儲蓄賬戶 - 人民幣', 'zh-CN': '综合货币储蓄账户 - 人民币', en: 'Multi-currency Savings Account - CNY' });
    expect(productName('03', 'USD')).toEqual({ 'zh-TW': '綜合貨幣儲蓄賬戶 - 美元', 'zh-CN': '综合货币储蓄账户 - 美元', en: 'Multi-currency Savings Account - USD' });
    expect(productName('03', 'EUR')).toEqual({ 'zh-TW': '綜合貨幣儲蓄賬戶 - 歐元', 'zh-CN': '综合货币储蓄账户 - 欧元', en: 'Multi-currency Savings Account - EUR' });
    // A currency the table does not name is said as its code.
    expect(productName('03', 'JPY')).toEqual({ 'zh-TW': '綜合貨幣儲蓄賬戶 - JPY', 'zh-CN': '综合货币储蓄账户 - JPY', en: 'Multi-currency Savings Account - JPY' });
    expect(productName('04', 'HKD')).toEqual({ 'zh-TW': '提款卡', 'zh-CN': '提款卡', en: 'ATM Card' });
    expect(eAccountName('HKD')).toEqual({ 'zh-TW': '電子儲蓄賬戶 - 港元', 'zh-CN': '电子储蓄账户 - 港元', en: 'Electronic Savings Account - HKD' });
    expect(eAccountName('CNY')).toEqual({ 'zh-TW': '電子儲蓄賬戶 - 人民幣', 'zh-CN': '电子储蓄账户 - 人民币', en: 'Electronic Savings Account - CNY' });
  });

  it('stores the product names with the accounts it seeds', async ({ bank }) => {
    const rows = await bank.app.bank.store.db.selectFrom('customers').innerJoin('accounts', 'accounts.customer_id', 'customers.id').select(['accounts.product_zh_tw', 'accounts.product_zh_cn', 'accounts.product_en']).where('customers.login_id', '=', 'chan.taiman').orderBy('accounts.sort_order').execute();
    expect(rows.map((r) => r.product_en)).toEqual(['HKD Savings Account', 'HKD Current Account', 'Multi-currency Savings Account - CNY', 'Multi-currency Savings Account - USD', 'ATM Card']);
    expect(rows[2]).toEqual({ product_zh_tw: '綜合貨幣儲蓄賬戶 - 人民幣', product_zh_cn: '综合货币储蓄账户 - 人民币', product_en: 'Multi-currency Savings Account - CNY' });
  });

  it('says what each demo customer is for', () => {
    expect(Object.fromEntries(DEMO_CUSTOMERS.map((c) => [c.loginId, c.note]))).toEqual(NOTES);
  });

  it('seeds the demo notices with their texts', async ({ bank }) => {
    const rows = await bank.app.bank.store.db.selectFrom('notices').selectAll().where('customer_id', 'is', null).orderBy('id').execute();
    expect(rows.map(({ customer_id: _everyone, published_at: _at, ...texts }) => texts)).toEqual(NOTICES);
  });
});
