// The amount of a cheque in words, as the face of a Hong Kong cheque carries it: English in
// capitals ("HONG KONG DOLLARS ONE HUNDRED AND FIVE AND CENTS TWENTY ONLY") and Chinese in
// the financial numerals that cannot be altered by adding a stroke ("港幣壹佰零伍元貳角整").
// Amounts are integer minor units of a two-decimal currency (HKD, USD, CNY).

const EN_CURRENCY: Record<string, string> = { HKD: 'HONG KONG DOLLARS', USD: 'US DOLLARS', CNY: 'RENMINBI YUAN' };
const ZH_CURRENCY: Record<string, string> = { HKD: '港幣', USD: '美元', CNY: '人民幣' };

const ONES = ['', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT', 'NINE', 'TEN', 'ELEVEN', 'TWELVE', 'THIRTEEN', 'FOURTEEN', 'FIFTEEN', 'SIXTEEN', 'SEVENTEEN', 'EIGHTEEN', 'NINETEEN'];
const TENS = ['', '', 'TWENTY', 'THIRTY', 'FORTY', 'FIFTY', 'SIXTY', 'SEVENTY', 'EIGHTY', 'NINETY'];
const EN_SCALES: [number, string][] = [
  [1_000_000_000, 'BILLION'],
  [1_000_000, 'MILLION'],
  [1_000, 'THOUSAND'],
];

function enBelowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ten = TENS[Math.floor(n / 10)]!;
  return n % 10 ? `${ten}-${ONES[n % 10]}` : ten;
}

function enBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (!hundreds) return enBelowHundred(rest);
  return rest ? `${ONES[hundreds]} HUNDRED AND ${enBelowHundred(rest)}` : `${ONES[hundreds]} HUNDRED`;
}

export function englishNumber(n: number): string {
  if (n === 0) return 'ZERO';
  const parts: string[] = [];
  let rest = n;
  for (const [size, name] of EN_SCALES) {
    if (rest >= size) {
      parts.push(`${englishNumber(Math.floor(rest / size))} ${name}`);
      rest %= size;
    }
  }
  // "ONE THOUSAND AND FIVE": the British "and" before a last group below one hundred.
  if (rest) parts.push(parts.length && rest < 100 ? `AND ${enBelowHundred(rest)}` : enBelowThousand(rest));
  return parts.join(' ');
}

export function amountInEnglish(minor: number, currency: string): string {
  checkAmount(minor);
  const major = Math.floor(minor / 100);
  const cents = minor % 100;
  const head = `${EN_CURRENCY[currency] ?? currency} ${englishNumber(major)}`;
  return cents ? `${head} AND CENTS ${englishNumber(cents)} ONLY` : `${head} ONLY`;
}

const ZH_DIGITS = ['零', '壹', '貳', '參', '肆', '伍', '陸', '柒', '捌', '玖'];
const ZH_PLACES = ['仟', '佰', '拾', ''];
const ZH_GROUPS = ['', '萬', '億', '兆'];

function zhGroup(g: number): string {
  let out = '';
  let zero = false;
  String(g)
    .padStart(4, '0')
    .split('')
    .forEach((ch, i) => {
      const d = Number(ch);
      if (d === 0) {
        if (out) zero = true;
        return;
      }
      if (zero) out += '零';
      zero = false;
      out += ZH_DIGITS[d]! + ZH_PLACES[i]!;
    });
  return out;
}

export function chineseNumber(n: number): string {
  if (n === 0) return '零';
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 10_000)) groups.push(rest % 10_000);
  let out = '';
  let pendingZero = false;
  for (let i = groups.length - 1; i >= 0; i -= 1) {
    const g = groups[i]!;
    if (g === 0) {
      if (out) pendingZero = true;
      continue;
    }
    if (out && (pendingZero || g < 1000)) out += '零';
    out += zhGroup(g) + ZH_GROUPS[i]!;
    pendingZero = false;
  }
  return out;
}

export function amountInChinese(minor: number, currency: string): string {
  checkAmount(minor);
  const major = Math.floor(minor / 100);
  const jiao = Math.floor((minor % 100) / 10);
  const fen = minor % 10;
  let out = `${ZH_CURRENCY[currency] ?? currency}${chineseNumber(major)}元`;
  if (!jiao && !fen) return `${out}整`;
  if (jiao) out += `${ZH_DIGITS[jiao]}角`;
  else if (major) out += '零';
  out += fen ? `${ZH_DIGITS[fen]}分` : '整';
  return out;
}

function checkAmount(minor: number): void {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`Not an amount in minor units: ${minor}`);
}
