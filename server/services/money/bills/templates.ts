// Saved bills (templates): list, save, delete (ITSI600008-ITSI600010). A template keeps the
// merchant, bill type, bill number and nickname, so a bill is paid again without retyping.
import type { Kysely, Transaction } from 'kysely';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { newId } from '../../../ids.js';
import { BankError } from '../../../api/errors.js';
import { billTypeName, MERCHANT_NOT_FOUND, merchants, merchantName } from './directory.js';
import { NICKNAME_PATTERN } from './rules.js';
import type { ITSI600009Request } from '../../../../generated/types/api.js';
import { ERR } from '../../../../generated/error-codes.js';

/** A template as ITSI600009 saves it (also saved with a bill payment). */
export type TemplateInput = ITSI600009Request;

/** Saves a template unless the same bill is already saved (then that one is returned, nickname updated). */
export async function saveTemplateRow(db: Transaction<Database> | Kysely<Database>, customerId: string, input: TemplateInput, now: number): Promise<string> {
  const existing = await db
    .selectFrom('bill_templates')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('merchant_id', '=', input.merchantId)
    .where('bill_type', '=', input.billType)
    .where('bill_no', '=', input.billNo)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (existing) {
    if (input.nickname) await db.updateTable('bill_templates').set({ nickname: input.nickname }).where('id', '=', existing.id).execute();
    return existing.id;
  }
  const id = newId('BT');
  await db
    .insertInto('bill_templates')
    .values({
      id,
      customer_id: customerId,
      merchant_id: input.merchantId,
      bill_type: input.billType,
      bill_no: input.billNo,
      nickname: input.nickname || null,
      created_at: isoAt(now),
      last_effective_date: null,
      deleted_at: null,
    })
    .execute();
  return id;
}

export async function saveTemplate(ctx: AppContext, customerId: string, input: TemplateInput) {
  const dir = merchants();
  if (!dir.find(input.merchantId)) throw new BankError(MERCHANT_NOT_FOUND);
  if (!dir.billType(input.merchantId, input.billType)) throw new BankError(ERR.SELECT_BILL_TYPE);
  if (!dir.billNumberValid(input.merchantId, input.billType, input.billNo)) throw new BankError(ERR.BILL_NO_NOT_VALID_CORRECT_FORMAT);
  if (input.nickname && !NICKNAME_PATTERN.test(input.nickname)) throw new BankError(ERR.BILL_NICKNAME_UP_20_ENGLISH_LETTERS);
  const id = await saveTemplateRow(ctx.store.db, customerId, input, ctx.clock.now());
  return { template: await getTemplate(ctx, customerId, id) };
}

export async function listTemplates(ctx: AppContext, customerId: string) {
  const rows = await ctx.store.db
    .selectFrom('bill_templates')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return { templates: rows.map(toTemplate) };
}

export async function getTemplate(ctx: AppContext, customerId: string, templateId: string) {
  const row = await ctx.store.db
    .selectFrom('bill_templates')
    .selectAll()
    .where('id', '=', templateId)
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new BankError(ERR.BILL_NOT_FOUND);
  return toTemplate(row);
}

export async function deleteTemplate(ctx: AppContext, customerId: string, templateId: string) {
  const template = await getTemplate(ctx, customerId, templateId);
  await ctx.store.db.updateTable('bill_templates').set({ deleted_at: isoAt(ctx.clock.now()) }).where('id', '=', templateId).execute();
  return { template };
}

function toTemplate(row: { id: string; merchant_id: string; bill_type: string; bill_no: string; nickname: string | null; created_at: string; last_effective_date: string | null }) {
  const merchant = merchants().find(row.merchant_id);
  const type = merchants().billType(row.merchant_id, row.bill_type);
  return {
    templateId: row.id,
    merchantId: row.merchant_id,
    merchantName: merchantName(row.merchant_id),
    category: merchant?.category ?? '99',
    limit: merchant ? merchants().limitMinor(merchant) : 0,
    billType: row.bill_type,
    billTypeName: billTypeName(row.merchant_id, row.bill_type),
    billNoPattern: type?.billNoPattern ?? '^$',
    billNoHint: type?.billNoHint ?? { 'zh-TW': '', 'zh-CN': '', en: '' },
    billNo: row.bill_no,
    ...(row.nickname ? { nickname: row.nickname } : {}),
    billDate: row.created_at.slice(0, 10),
    ...(row.last_effective_date ? { effectiveDate: row.last_effective_date } : {}),
  };
}
