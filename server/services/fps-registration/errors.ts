// Error codes of QR payments and FPS registration (E3100xxxxx).
export const FPS_ERRORS = {
  proxyInvalid: 'E310000001',
  accountInvalid: 'E310000002',
  alreadyRegistered: 'E310000003',
  notFound: 'E310000004',
  notPending: 'E310000005',
  termsNotAccepted: 'E310000006',
  notOwnMobile: 'E310000007',
  notOwnHkid: 'E310000008',
  notRegistered: 'E310000009',
  qrAmountMismatch: 'E310000010',
  qrPayeeNotFound: 'E310000011',
  qrCurrency: 'E310000013',
} as const;

/** One code per reason a QR payload is refused (domain/emv-qr problems). */
export const QR_PROBLEM_ERRORS: Record<string, string> = {
  empty: 'E310000020',
  malformed: 'E310000021',
  badLength: 'E310000022',
  crcMissing: 'E310000023',
  crcMismatch: 'E310000024',
  payloadFormat: 'E310000025',
  missingTag: 'E310000026',
  initiation: 'E310000027',
  notFps: 'E310000028',
  proxy: 'E310000029',
  currency: 'E310000030',
  amount: 'E310000031',
  country: 'E310000032',
};
