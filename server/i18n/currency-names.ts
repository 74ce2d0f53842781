// Currency names in the three languages, as the bank answers them (forex board and alerts,
// time-deposit currencies): the bank's own texts, like its notices, not the front end's
// (docs/texts.md): the screens show the names the bank answers with.
const NAMES: Record<string, [string, string, string]> = {
  HKD: ['港元', '港元', 'Hong Kong Dollar'],
  CNY: ['人民幣', '人民币', 'Renminbi'],
  USD: ['美元', '美元', 'US Dollar'],
  AUD: ['澳元', '澳元', 'Australian Dollar'],
  NZD: ['紐西蘭元', '新西兰元', 'New Zealand Dollar'],
  CAD: ['加拿大元', '加拿大元', 'Canadian Dollar'],
  GBP: ['英鎊', '英镑', 'Pound Sterling'],
  EUR: ['歐元', '欧元', 'Euro'],
  JPY: ['日圓', '日元', 'Japanese Yen'],
  CHF: ['瑞士法郎', '瑞士法郎', 'Swiss Franc'],
  NOK: ['挪威克朗', '挪威克朗', 'Norwegian Krone'],
  THB: ['泰銖', '泰铢', 'Thai Baht'],
  SGD: ['新加坡元', '新加坡元', 'Singapore Dollar'],
  CNH: ['離岸人民幣', '离岸人民币', 'Offshore Renminbi'],
};

export function currencyName(code: string): { 'zh-TW': string; 'zh-CN': string; en: string } {
  const [tw, cn, en] = NAMES[code] ?? [code, code, code];
  return { 'zh-TW': tw, 'zh-CN': cn, en };
}
