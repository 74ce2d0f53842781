// Records the QR and FPS registration fixtures against a fresh in-memory sandbox bank: every
// response in them is what the real bank answered. Run: npx tsx tests/replay/record-qr-fps.ts
import { writeFileSync } from 'node:fs';
import { buildFpsQr } from '../../domain/emv-qr/index.js';
import { bankClient, activateToken, otp, START } from '../unit/server/support/helpers.js';
import { buildServer } from '../../server/app.js';
import { ManualClock } from '../../server/clock.js';

type Json = Record<string, any>;
const NOW = '2026-11-23T02:15:00.000Z';
const KEY = 'run-000000000002';

async function main() {
  const clock = new ManualClock(NOW);
  const app = await buildServer({ databaseUrl: ':memory:', clock, sweepIntervalMs: 0 });
  const bank = bankClient(app, clock);
  const locales: Record<string, string> = { en: 'en_US', 'zh-TW': 'zh_MO', 'zh-CN': 'zh_CN' };
  const chan = await bank.login('chan.taiman');
  const wong = await bank.login('wong.siuming');
  const profile = async (token: string) => (await bank.call('ITSI100003', {}, { token })).data.user ?? (await bank.call('ITSI100003', {}, { token })).data;

  async function call(calls: Json[], token: string, tx: string, request: Json, locale = 'en', mask = false) {
    const res = await bank.call(tx, request, { token, locale: locales[locale] });
    const recorded = mask && request.idempotencyKey ? { ...request, idempotencyKey: '<masked>' } : request;
    calls.push({
      tx,
      request: recorded,
      response: res.header.responseCode === '00000' ? { data: res.data } : { error: { code: res.header.responseCode, message: res.header.responseMessage, kind: 'business' } },
    });
    return res;
  }
  function fixture(path: string, f: Json) {
    writeFileSync(path, JSON.stringify({ $schema: '../../../schemas/fixture.schema.json', ...f }, null, 2) + '\n');
  }
  const pick = (a: Json) => ({ accountId: a.accountId, accountNo: a.accountNo, currency: a.currency, available: a.available });
  const userOf = (p: Json) => p;

  const chanUser = userOf(await profile(chan));
  const wongUser = userOf(await profile(wong));
  const wongDevice = await activateToken(bank, wong, '6f1c2a9e-3b7d-4c58-9e2a-7d4b1f8c0e35');
  const chanAccounts = (await bank.call('ITSI310010', {}, { token: chan })).data.accounts;
  const chanSavings = chanAccounts.find((a: Json) => a.accountType === '01');
  const collect = (await bank.call('ITSI310003', { accountId: chanSavings.accountId, amount: 25050 }, { token: chan })).data;

  // 1. Pay a code with an amount, same bank (en).
  {
    const calls: Json[] = [];
    await call(calls, wong, 'ITSI310001', { payload: collect.payload });
    const accounts = (await call(calls, wong, 'ITSI200001', { purpose: 'transfer-out' })).data.accounts;
    const from = accounts.find((a: Json) => a.accountType === '01');
    const auth = { method: 'mobile-token', deviceId: wongDevice.deviceId, otp: otp(wongDevice.seed, clock) };
    await call(calls, wong, 'ITSI310002', { payload: collect.payload, fromAccountId: from.accountId, idempotencyKey: KEY, auth }, 'en', true);
    fixture('tests/fixtures/qr/pay-fixed-amount-same-bank-en.json', {
      name: 'qr.pay code with an amount, same bank (en)',
      description: "Wong Siu Ming pays Chan Tai Man's collection code of HKD 250.50 from his savings account; the money moves at once.",
      flow: 'qr.pay', locale: 'en', channel: 'web', user: wongUser, now: NOW,
      steps: [
        { step: 'scan', input: { payload: collect.payload }, expect: { step: 'fixed', status: 'idle' } },
        { step: 'fixed', input: { fromAccount: pick(from) }, expect: { step: 'confirm', status: 'idle' } },
        { step: 'confirm', auth, expect: { step: 'success', status: 'done' } },
      ],
      calls,
      mask: [{ path: 'idempotencyKey', pattern: '^[A-Za-z0-9_-]{16,64}$', tx: 'ITSI310002' }],
      outcome: { step: 'success', status: 'done', response: { confirm: { transfer: { transferType: 'same-bank', payeeName: 'CHAN TAI MAN', amount: 25050 } } } },
    });
  }

  // 2. A static code of another bank's FPS ID: the payer types the amount; local-bank, received (en).
  {
    clock.advance(60_000);
    const payload = buildFpsQr({ bankCode: '004', proxy: { type: 'fpsId', value: '1234567' }, currency: 'HKD', name: 'NA', city: 'HK' });
    const calls: Json[] = [];
    await call(calls, wong, 'ITSI310001', { payload });
    const accounts = (await call(calls, wong, 'ITSI200001', { purpose: 'transfer-out' })).data.accounts;
    const from = accounts.find((a: Json) => a.accountType === '02');
    const auth = { method: 'mobile-token', deviceId: wongDevice.deviceId, otp: otp(wongDevice.seed, clock) };
    await call(calls, wong, 'ITSI310002', { payload, fromAccountId: from.accountId, amount: 12000, idempotencyKey: 'recording-key-static-other-bank', auth }, 'en', true);
    fixture('tests/fixtures/qr/pay-static-other-bank-en.json', {
      name: 'qr.pay static code of another bank, amount typed (en)',
      description: 'A static FPS ID code of a payee at HSBC: Wong Siu Ming types HKD 120.00; the local-bank payment is received and settles later.',
      flow: 'qr.pay', locale: 'en', channel: 'web', user: wongUser, now: new Date(clock.now()).toISOString(),
      steps: [
        { step: 'scan', input: { payload }, expect: { step: 'open', status: 'idle' } },
        { step: 'open', input: { fromAccount: pick(from), amount: 12000 }, expect: { step: 'confirm', status: 'idle' } },
        { step: 'confirm', auth, expect: { step: 'received', status: 'done' } },
      ],
      calls,
      mask: [{ path: 'idempotencyKey', pattern: '^[A-Za-z0-9_-]{16,64}$', tx: 'ITSI310002' }],
      outcome: { step: 'received', status: 'done', response: { confirm: { transfer: { transferType: 'local-bank', payeeBankCode: '004', payeeName: 'CHEUNG KA FAI' } } } },
    });
  }

  // 3. A tampered code is refused by the bank (zh-TW).
  {
    const tampered = collect.payload.replace('250.50', '950.50');
    const calls: Json[] = [];
    const res = await call(calls, wong, 'ITSI310001', { payload: tampered }, 'zh-TW');
    fixture('tests/fixtures/qr/pay-tampered-code-zh-tw.json', {
      name: 'qr.pay tampered code refused (zh-TW)',
      description: 'The amount of a collection code was changed after it was made: the bank finds the CRC wrong and nothing is paid.',
      flow: 'qr.pay', locale: 'zh-TW', channel: 'web', user: wongUser, now: NOW,
      steps: [{ step: 'scan', input: { payload: tampered }, expect: { step: 'scan', status: 'failed', error: { stage: 'submit', code: 'E310000024', message: res.header.responseMessage } } }],
      calls,
      outcome: { step: 'scan', status: 'failed', error: { stage: 'submit', code: 'E310000024' } },
    });
  }

  // 4. Collection code (en) and 5. no FPS registration (zh-TW).
  {
    const calls: Json[] = [];
    const list = (await call(calls, chan, 'ITSI310010', {})).data;
    const savings = list.accounts.find((a: Json) => a.accountType === '01');
    await call(calls, chan, 'ITSI310003', { accountId: savings.accountId, amount: 8800 });
    fixture('tests/fixtures/qr/collect-with-amount-en.json', {
      name: 'qr.collect code with an amount (en)',
      description: "Chan Tai Man makes a HKD 88.00 collection code for his savings account, which carries his FPS ID.",
      flow: 'qr.collect', locale: 'en', channel: 'web', user: chanUser, now: NOW,
      steps: [{ step: 'input', input: { account: pick(savings), amount: 8800 }, expect: { step: 'code', status: 'done' } }],
      calls,
      outcome: { step: 'code', status: 'done', response: { input: { registered: true, proxyType: 'SVID' } } },
    });
    const calls2: Json[] = [];
    const list2 = (await call(calls2, chan, 'ITSI310010', {}, 'zh-TW')).data;
    const current = list2.accounts.find((a: Json) => a.accountType === '02');
    await call(calls2, chan, 'ITSI310003', { accountId: current.accountId }, 'zh-TW');
    fixture('tests/fixtures/qr/collect-not-registered-zh-tw.json', {
      name: 'qr.collect account without FPS registration (zh-TW)',
      description: 'The current account has no FPS registration: the journey shows qrcode-fps-none and offers registration.',
      flow: 'qr.collect', locale: 'zh-TW', channel: 'web', user: chanUser, now: NOW,
      steps: [{ step: 'input', input: { account: pick(current) }, expect: { step: 'none', status: 'done' } }],
      calls: calls2,
      outcome: { step: 'none', status: 'done' },
    });
  }

  // 6. FPS registration by e-mail, verified by SMS (en); 7. wrong SMS code; 8. HKID elsewhere fails (zh-TW).
  async function registration(token: string, user: Json, locale: string, input: Json, file: string, name: string, description: string, wrongFirst = false) {
    const calls: Json[] = [];
    const list = (await call(calls, token, 'ITSI310010', {}, locale)).data;
    const account = list.accounts.find((a: Json) => a.accountType === '01');
    const add = await call(calls, token, 'ITSI310011', { proxyType: input.proxyType, ...(input.proxyValue ? { proxyValue: input.proxyValue } : {}), accountId: account.accountId, isDefault: true, termsAccepted: true }, locale);
    const registrationId = add.data.registration.registrationId;
    clock.advance(1_000); // the outbox lists newest first by time
    const sent = await bank.call('ITSI320001', { purpose: 'ITSI310014', transactionId: KEY }, { token });
    const box = await bank.call('ITSI320010', {});
    const code = /(\d{6})/.exec(box.data.messages[0].body)![1]!;
    // An identifier other banks hold too takes the journey's B pages (confirmB1, confirmB2, successB).
    const b = add.data.otherRecordList.length > 0 ? 'B' : '';
    const [review, verify] = [`review${b}`, `verify${b}`];
    const steps: Json[] = [
      { step: 'input', input: { ...input, account: pick(account), isDefault: true, terms: true }, expect: { step: review, status: 'idle' } },
      { step: review, expect: { step: verify, status: 'idle' } },
    ];
    if (wrongFirst) {
      const wrong = { method: 'sms-otp', challengeId: sent.data.challengeId, otp: code === '000000' ? '111111' : '000000' };
      const res = await call(calls, token, 'ITSI310014', { registrationId, idempotencyKey: KEY, auth: wrong }, locale);
      steps.push({ step: verify, auth: wrong, expect: { step: verify, status: 'failed', error: { stage: 'submit', code: res.header.responseCode, message: res.header.responseMessage } } });
    }
    const auth = { method: 'sms-otp', challengeId: sent.data.challengeId, otp: code };
    const done = await call(calls, token, 'ITSI310014', { registrationId, idempotencyKey: KEY, auth }, locale);
    const finalStep = (done.data.registration.state === '1' ? 'done' : 'failed') + b;
    steps.push({ step: verify, ...(wrongFirst ? { action: 'retry' } : {}), auth, expect: { step: finalStep, status: 'done' } });
    fixture(file, {
      name, description, flow: 'fps-registration.create', locale, channel: 'web', user, now: NOW, steps, calls,
      ...(wrongFirst ? { sameAcrossCalls: ['idempotencyKey'] } : {}),
      outcome: { step: finalStep, status: 'done', response: { [verify]: { registration: { state: done.data.registration.state } } } },
    });
    return registrationId;
  }
  const emailId = await registration(chan, chanUser, 'en', { proxyType: 'EMAL', proxyValue: 'tai.man@example.hk' }, 'tests/fixtures/fps-registration/create-email-sms-en.json',
    'fps-registration.create e-mail verified by SMS (en)', 'Chan Tai Man registers his e-mail address to his savings account and confirms with the SMS one-time password.');
  await registration(chan, chanUser, 'en', { proxyType: 'MOBN', proxyValue: '9123 4567' }, 'tests/fixtures/fps-registration/create-mobile-wrong-code-en.json',
    'fps-registration.create wrong SMS code then the right one (en)', 'A wrong SMS code is answered with the attempts left; the retry with the right code registers the mobile number.', true);
  await registration(wong, wongUser, 'zh-TW', { proxyType: 'HKID', proxyValue: 'K654321(9)' }, 'tests/fixtures/fps-registration/create-hkid-elsewhere-zh-tw.json',
    'fps-registration.create HKID held by another bank fails (zh-TW)', "Wong Siu Ming's HKID is registered with another receiving bank: the registration ends failed with the reason.");

  // 9. Deregister (en).
  {
    const calls: Json[] = [];
    await call(calls, chan, 'ITSI310013', { registrationId: emailId });
    await call(calls, chan, 'ITSI310012', { registrationId: emailId });
    fixture('tests/fixtures/fps-registration/delete-en.json', {
      name: 'fps-registration.delete deregisters a record (en)', description: 'Chan Tai Man deregisters his e-mail registration.',
      flow: 'fps-registration.delete', locale: 'en', channel: 'web', user: chanUser, query: { id: emailId }, now: NOW,
      steps: [{ step: 'confirm', expect: { step: 'done', status: 'done' } }],
      calls,
      outcome: { step: 'done', status: 'done', response: { confirm: { registration: { state: '3' } } } },
    });
  }
  await app.close();
  void START;
}

void main();
