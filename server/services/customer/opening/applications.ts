// Online account opening on the bank's side: an application is checked again field by field
// (domain/identity, the same rules the browser applies), stored with the bank's questionnaire
// score, and moves with the bank's clock: under review an hour after submission, decided a day
// after. Approval opens the customer and the accounts in the ledger with the login the
// applicant chose; the ATM card is mailed and its ledger account opened when it is activated.
// Audit events carry the reference number only: no ID number, name or image is ever logged.
import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  ageOn,
  ADULT_AGE,
  checkIdNumber,
  isAddress,
  isEmail,
  isEnglishName,
  isLoginId,
  isMobile,
  isName,
  isPassword,
  isPostalCode,
  maskIdNumber,
  trimName,
  type IdType,
} from '../../../../domain/identity/index.js';
import type { RequestOf, Widened, ResponseOf } from '../../../api/handler.js';
import { BankError } from '../../../api/errors.js';
import { hkDate, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { AccountApplicationsTable } from '../../../db/schema.js';
import { newId } from '../../../ids.js';
import { cardNo, depositAccountNo } from '../../../seed/account-numbers.js';
import { productName } from '../../../i18n/product-names.js';
import { recordAuthEvent } from '../../bank/audit.js';
import { hashPassword } from '../security/password-hash.js';
import { bankTexts } from '../../../i18n/bank-texts.js';
import type { Locale } from '../../../../domain/locale.js';
import { scoreAnswers } from './questionnaire.js';
import { ERR } from '../../../../generated/error-codes.js';

const HOUR = 3_600_000;
export const ID_INVALID = ERR.IDENTITY_DOCUMENT_NUMBER_NOT_VALID;
export const DATE_FORMAT_ERROR = ERR.DATE_FORMAT_ERROR;
export const BIRTH_DATE_ERROR = ERR.BIRTH_DATE_ERROR;
export const UNDER_AGE = ERR.MUST_18_OVER_OPEN_ACCOUNT_APPLY;
export const BIRTH_DATE_MISMATCH = ERR.BIRTH_DATE_DOES_NOT_MATCH_ID;
export const LOGIN_ID_TAKEN = ERR.LOGIN_ID_ALREADY_TAKEN_CHOOSE_ANOTHER;
export const PASSWORD_RULE = ERR.PASSWORD_MUST_8_16_CHARACTERS_LETTERS;
export const ALREADY_CUSTOMER = ERR.ALREADY_CUSTOMER_LOG_ONLINE_BANKING;
export const FIELD_INVALID = ERR.NOT_CORRECT_FORMAT;
export const APPLICATION_NOT_FOUND = ERR.NO_APPLICATION_FOUND_REFERENCE_NUMBER_ID;
export const KEY_REUSED = ERR.APPLICATION_ALREADY_SUBMITTED_DIFFERENT_DETAILS_START;
export const CARD_NOT_ACTIVATABLE = ERR.ATM_CARD_NOT_ACTIVATED_APPLICATION_NOT;
export const TAX_DETAILS_MISSING = ERR.IF_TAX_RESIDENT_ELSEWHERE_GIVE_TAX;
export const PHOTOS_MISSING = ERR.UPLOAD_FRONT_BACK_ID_CARD_SELFIE;
/** An uploaded photo not claimed by an application within this time is no longer accepted. */
const PHOTO_CLAIM_MS = 24 * HOUR;

/** Under review this long after submission. */
export const REVIEW_AFTER_MS = HOUR;
/** Decided this long after submission. */
export const DECIDE_AFTER_MS = 24 * HOUR;

/** The branch code of accounts opened online. */
const ONLINE_BRANCH = '800';

type Submit = RequestOf<'ITSI180001'>;
type SubmitAnswer = Widened<ResponseOf<'ITSI180001'>>;
type StatusAnswer = Widened<ResponseOf<'ITSI180002'>>;

export interface ProductAccount {
  type: '01' | '03';
  currencies: string[];
}

/** What each product opens. */
export const PRODUCTS: Record<string, ProductAccount[]> = {
  'HKD-SAVINGS': [{ type: '01', currencies: ['HKD'] }],
  INTEGRATED: [
    { type: '01', currencies: ['HKD'] },
    { type: '03', currencies: ['HKD', 'CNY', 'USD'] },
  ],
};

function idError(problem: string): BankError {
  if (problem === 'date-format') return new BankError(DATE_FORMAT_ERROR);
  if (problem === 'birth-date') return new BankError(BIRTH_DATE_ERROR);
  return new BankError(ID_INVALID);
}

function field(name: string): BankError {
  return new BankError(FIELD_INVALID, { field: name });
}

/** The normalised ID number, or the bank's refusal; `today` is the bank's Hong Kong date. */
export function normalisedId(type: string, number: string, today: string): string {
  const r = checkIdNumber(type as IdType, number, today);
  if (!r.ok) throw idError(r.problem);
  return r.normalised;
}

/** Every rule again, on the bank's date: the browser's checks are a convenience only. */
export function checkApplication(p: Submit, today: string): { idNumber: string; nameZh: string; nameEn: string; mobile: string } {
  const id = checkIdNumber(p.idType as IdType, p.idNumber, today);
  if (!id.ok) throw idError(id.problem);
  const birth = p.birthDate;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birth) || birth > today) throw new BankError(BIRTH_DATE_ERROR);
  if (id.birthDate && id.birthDate !== birth) throw new BankError(BIRTH_DATE_MISMATCH);
  if (ageOn(birth, today) < ADULT_AGE) throw new BankError(UNDER_AGE);
  const nameZh = trimName(p.nameZh);
  if (!isName(nameZh)) throw field('name');
  const nameEn = p.nameEn.trim().replace(/\s+/g, ' ').toUpperCase();
  if (!isEnglishName(nameEn)) throw field('English name');
  const mobile = p.mobile.replace(/[\s-]/g, '');
  if (!isMobile(mobile)) throw field('mobile');
  if (!isEmail(p.email)) throw field('email');
  if (!isAddress(p.address.detail)) throw field('address');
  if (p.address.postalCode !== undefined && !isPostalCode(p.address.postalCode)) throw field('postal code');
  if (!isLoginId(p.loginId)) throw field('login ID');
  if (!isPassword(p.password)) throw new BankError(PASSWORD_RULE);
  const d = p.declarations;
  if (d.taxResidency === 'OTHER' && (!d.otherTaxCountry || (!d.tin && !d.noTinReason))) throw new BankError(TAX_DETAILS_MISSING);
  return { idNumber: id.normalised, nameZh, nameEn, mobile };
}

function requestHash(p: Submit): string {
  // The password is left out: only its hash is stored, and a retry sends the same one anyway.
  const { password: _password, idempotencyKey: _key, ...rest } = p;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}

function submitAnswer(row: Selectable<AccountApplicationsTable>): SubmitAnswer {
  return {
    referenceNo: row.reference_no,
    status: row.status,
    submittedAt: row.submitted_at,
    riskScore: row.risk_score,
    riskLevel: row.risk_level,
    productCode: row.product_code,
    reviewBy: row.decide_at,
  };
}

async function referenceNo(ctx: AppContext): Promise<string> {
  for (;;) {
    const ref = `OA${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
    const taken = await ctx.store.db.selectFrom('account_applications').select('id').where('reference_no', '=', ref).executeTakeFirst();
    if (!taken) return ref;
  }
}

async function loginTaken(ctx: AppContext, loginId: string, exceptApplication?: string): Promise<boolean> {
  const db = ctx.store.db;
  const customer = await db.selectFrom('customers').select('id').where((eb) => eb(eb.fn('lower', ['login_id']), '=', loginId.toLowerCase())).executeTakeFirst();
  if (customer) return true;
  let pending = db
    .selectFrom('account_applications')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['login_id']), '=', loginId.toLowerCase()))
    .where('status', 'in', ['submitted', 'under-review']);
  if (exceptApplication) pending = pending.where('id', '!=', exceptApplication);
  return !!(await pending.executeTakeFirst());
}

async function isCustomer(ctx: AppContext, idType: string, idNumber: string): Promise<boolean> {
  const row = await ctx.store.db.selectFrom('customers').select('id').where('id_type', '=', idType).where('id_number', '=', idNumber).executeTakeFirst();
  return !!row;
}

export async function submitApplication(ctx: AppContext, p: Submit, ip?: string): Promise<SubmitAnswer> {
  const db = ctx.store.db;
  const earlier = await db.selectFrom('account_applications').selectAll().where('idempotency_key', '=', p.idempotencyKey).executeTakeFirst();
  if (earlier) {
    if (earlier.request_hash !== requestHash(p)) throw new BankError(KEY_REUSED);
    return submitAnswer(earlier);
  }
  const now = ctx.clock.now();
  const today = hkDate(now);
  const checked = checkApplication(p, today);
  if (await isCustomer(ctx, p.idType, checked.idNumber)) throw new BankError(ALREADY_CUSTOMER);
  if (await loginTaken(ctx, p.loginId)) throw new BankError(LOGIN_ID_TAKEN);
  const photos = [
    ['id-front', p.photos.idFront],
    ['id-back', p.photos.idBack],
    ['selfie', p.photos.selfie],
  ] as const;
  const since = isoAt(now - PHOTO_CLAIM_MS);
  for (const [kind, uploadId] of photos) {
    const photo = await db
      .selectFrom('account_application_images')
      .select('id')
      .where('id', '=', uploadId)
      .where('kind', '=', kind)
      .where('application_id', 'is', null)
      .where('created_at', '>=', since)
      .executeTakeFirst();
    if (!photo) throw new BankError(PHOTOS_MISSING);
  }
  const { score, level } = scoreAnswers(p.answers);
  const passwordHash = await hashPassword(p.password);
  const at = isoAt(now);
  const row = {
    id: newId('OA'),
    reference_no: await referenceNo(ctx),
    status: 'submitted',
    product_code: p.productCode,
    birth_date: p.birthDate,
    name_zh: checked.nameZh,
    name_en: checked.nameEn,
    id_type: p.idType,
    id_number: checked.idNumber,
    nationality: p.nationality,
    mobile: checked.mobile,
    email: p.email,
    address_json: JSON.stringify(p.address),
    login_id: p.loginId,
    password_hash: passwordHash,
    contact_json: JSON.stringify(p.contact),
    declarations_json: JSON.stringify(p.declarations),
    answers_json: JSON.stringify(p.answers),
    risk_score: score,
    risk_level: level,
    idempotency_key: p.idempotencyKey,
    request_hash: requestHash(p),
    submitted_at: at,
    review_at: isoAt(now + REVIEW_AFTER_MS),
    decide_at: isoAt(now + DECIDE_AFTER_MS),
    updated_at: at,
    reject_reason: null,
    customer_id: null,
    card_no: null,
    card_activated_at: null,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('account_applications').values(row).execute();
    for (const [, uploadId] of photos) {
      await trx.updateTable('account_application_images').set({ application_id: row.id }).where('id', '=', uploadId).where('application_id', 'is', null).execute();
    }
  });
  await recordAuthEvent(ctx, {
    event: 'account-opening.submit',
    outcome: 'success',
    subject: row.reference_no,
    ip: ip ?? null,
    detail: { product: p.productCode, idType: p.idType, riskLevel: level },
  });
  return submitAnswer({ ...row, card_status: 'none' });
}

// Why an application was refused, as the bank answers it (locales/bank-opening/, docs/texts.md).
const OPENING = bankTexts<typeof import('../../../../locales/bank-opening/en.json')>('bank-opening');

/** The answer's `rejectReason`, when the application was refused for a reason the bank names. */
function rejectReason(reason: string | null | undefined): { rejectReason?: Record<Locale, string> } {
  const key = `reject.${reason}`;
  return reason && OPENING.has(key) ? { rejectReason: OPENING.local(key) } : {};
}

async function newAccountNo(ctx: AppContext, typeDigit: string): Promise<string> {
  for (;;) {
    const serial = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
    const no = depositAccountNo(ONLINE_BRANCH, '398', typeDigit, serial);
    const taken = await ctx.store.db.selectFrom('accounts').select('id').where('account_no', '=', no).executeTakeFirst();
    if (!taken) return no;
  }
}

async function newCustNo(ctx: AppContext): Promise<string> {
  for (;;) {
    const no = `88${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const taken = await ctx.store.db.selectFrom('customers').select('id').where('cust_no', '=', no).executeTakeFirst();
    if (!taken) return no;
  }
}

/** Opens the customer and the product's accounts (zero balances) and mails the ATM card. */
async function approve(ctx: AppContext, app: Selectable<AccountApplicationsTable>, at: string): Promise<boolean> {
  const custNo = await newCustNo(ctx);
  const numbers = new Map<string, string>();
  for (const acc of PRODUCTS[app.product_code] ?? []) numbers.set(acc.type, await newAccountNo(ctx, acc.type === '01' ? '1' : '3'));
  const card = cardNo(`622698${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`);
  return ctx.store.db.transaction().execute(async (trx) => {
    // Claims the application first (the row lock holds another runner until this commits;
    // it then finds the application decided and opens nothing).
    const claimed = await trx
      .updateTable('account_applications')
      .set({ updated_at: at })
      .where('id', '=', app.id)
      .where('status', '=', 'under-review')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    const customerId = newId('CU');
    await trx
      .insertInto('customers')
      .values({
        id: customerId,
        login_id: app.login_id,
        password_hash: app.password_hash,
        cust_no: custNo,
        name_zh: app.name_zh,
        name_en: app.name_en,
        id_type: app.id_type,
        id_number: app.id_number,
        mobile: app.mobile,
        need_opt_flag: '0',
        created_at: at,
      })
      .execute();
    let order = 0;
    for (const acc of PRODUCTS[app.product_code] ?? []) {
      for (const currency of acc.currencies) {
        const name = productName(acc.type, currency);
        await trx
          .insertInto('accounts')
          .values({
            id: newId('AC'),
            customer_id: customerId,
            account_no: numbers.get(acc.type)!,
            account_type: acc.type,
            currency,
            kind: 'customer',
            product_zh_tw: name['zh-TW'],
            product_zh_cn: name['zh-CN'],
            product_en: name.en,
            status: 'active',
            balance: 0,
            sort_order: order++,
            created_at: at,
          })
          .execute();
      }
    }
    await trx
      .updateTable('account_applications')
      .set({ status: 'approved', customer_id: customerId, card_no: card, card_status: 'mailed', updated_at: at })
      .where('id', '=', app.id)
      .where('status', '=', 'under-review')
      .execute();
    return true;
  });
}

async function reject(ctx: AppContext, id: string, reason: string, at: string): Promise<boolean> {
  const result = await ctx.store.db
    .updateTable('account_applications')
    .set({ status: 'rejected', reject_reason: reason, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'under-review')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Due work: moves applications on with the bank's clock. Safe to run twice and late. */
export async function advanceApplications(ctx: AppContext): Promise<number> {
  const db = ctx.store.db;
  const now = isoAt(ctx.clock.now());
  const toReview = await db
    .updateTable('account_applications')
    .set({ status: 'under-review', updated_at: now })
    .where('status', '=', 'submitted')
    .where('review_at', '<=', now)
    .executeTakeFirst();
  const due = await db.selectFrom('account_applications').selectAll().where('status', '=', 'under-review').where('decide_at', '<=', now).execute();
  for (const app of due) {
    const declarations = JSON.parse(app.declarations_json) as { pep?: boolean };
    let reason: string | null = null;
    if (declarations.pep) reason = 'pep';
    else if (await isCustomer(ctx, app.id_type, app.id_number)) reason = 'customer';
    else if (await loginTaken(ctx, app.login_id, app.id)) reason = 'login';
    // Decided once: a runner that finds the application already decided records nothing.
    const decided = reason ? await reject(ctx, app.id, reason, now) : await approve(ctx, app, now);
    if (!decided) continue;
    await recordAuthEvent(ctx, {
      event: 'account-opening.decision',
      outcome: reason ? 'failure' : 'success',
      subject: app.reference_no,
      detail: reason ? { reason } : { product: app.product_code },
    });
  }
  return Number(toReview.numUpdatedRows) + due.length;
}

/** The application of a reference number whose ID number matches; the same refusal otherwise. */
async function applicationOf(ctx: AppContext, referenceNo: string, idType: string, idNumber: string): Promise<Selectable<AccountApplicationsTable>> {
  const today = hkDate(ctx.clock.now());
  const id = checkIdNumber(idType as IdType, idNumber, today);
  const row = await ctx.store.db.selectFrom('account_applications').selectAll().where('reference_no', '=', referenceNo).executeTakeFirst();
  if (!row || !id.ok || row.id_type !== idType || row.id_number !== id.normalised) throw new BankError(APPLICATION_NOT_FOUND);
  return row;
}

export async function applicationStatus(ctx: AppContext, p: RequestOf<'ITSI180002'>, ip?: string): Promise<StatusAnswer> {
  await advanceApplications(ctx);
  let row: Selectable<AccountApplicationsTable>;
  try {
    row = await applicationOf(ctx, p.referenceNo, p.idType, p.idNumber);
  } catch (err) {
    await recordAuthEvent(ctx, { event: 'account-opening.status', outcome: 'failure', subject: p.referenceNo, ip: ip ?? null });
    throw err;
  }
  const accounts = row.customer_id
    ? await ctx.store.db
        .selectFrom('accounts')
        .select(['account_no', 'account_type', 'currency'])
        .where('customer_id', '=', row.customer_id)
        .orderBy('sort_order')
        .execute()
    : [];
  const next = row.status === 'submitted' ? row.review_at : row.status === 'under-review' ? row.decide_at : undefined;
  return {
    referenceNo: row.reference_no,
    status: row.status,
    submittedAt: row.submitted_at,
    updatedAt: row.updated_at,
    productCode: row.product_code,
    riskLevel: row.risk_level,
    ...(next ? { nextStepAt: next } : {}),
    ...(row.status === 'approved' ? { loginId: row.login_id } : {}),
    accounts: accounts.map((a) => ({ accountNo: a.account_no, accountType: a.account_type, currency: a.currency })),
    ...(row.card_no ? { cardNoMasked: maskIdNumber(row.card_no) } : {}),
    cardStatus: row.card_status,
    ...rejectReason(row.reject_reason),
  };
}

/** Confirms the mailed card arrived: opens its ledger account (type 04) and activates it. */
export async function activateCard(ctx: AppContext, p: RequestOf<'ITSI180003'>, ip?: string): Promise<Widened<ResponseOf<'ITSI180003'>>> {
  await advanceApplications(ctx);
  const row = await applicationOf(ctx, p.referenceNo, p.idType, p.idNumber);
  if (row.status !== 'approved' || !row.card_no || !row.customer_id || !row.card_no.endsWith(p.cardLast4)) {
    await recordAuthEvent(ctx, { event: 'account-opening.card', outcome: 'failure', subject: row.reference_no, ip: ip ?? null });
    throw new BankError(CARD_NOT_ACTIVATABLE);
  }
  const at = isoAt(ctx.clock.now());
  if (row.card_status !== 'active') {
    const name = productName('04', 'HKD');
    const customerId = row.customer_id;
    const cardNumber = row.card_no;
    await ctx.store.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('accounts')
        .values({
          id: newId('AC'),
          customer_id: customerId,
          account_no: cardNumber,
          account_type: '04',
          currency: 'HKD',
          kind: 'customer',
          product_zh_tw: name['zh-TW'],
          product_zh_cn: name['zh-CN'],
          product_en: name.en,
          status: 'active',
          balance: 0,
          sort_order: 90,
          created_at: at,
          card_status: 'active',
          card_status_at: at,
        })
        .execute();
      await trx.updateTable('account_applications').set({ card_status: 'active', card_activated_at: at, updated_at: at }).where('id', '=', row.id).execute();
    });
    await recordAuthEvent(ctx, { event: 'account-opening.card', outcome: 'success', subject: row.reference_no, customerId, ip: ip ?? null });
  }
  return { referenceNo: row.reference_no, cardNoMasked: maskIdNumber(row.card_no), cardStatus: 'active', activatedAt: row.card_activated_at ?? at };
}
