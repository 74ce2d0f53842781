// Reminders (settings/prompt). Not shown in the spec; decided as a Hong Kong bank does: the
// customer chooses how long before a time deposit matures and before a forward-dated bill
// payment is paid the bank reminds them, and whether (and after how long) it reminds them to
// change the log-on password. The bank's due work raises the reminders (notices/reminders.ts).
import type { Kysely, Transaction } from 'kysely';
import { BankError, BAD_REQUEST } from '../../../api/errors.js';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { recordAuthEvent } from '../../bank/audit.js';

export const PROMPTS = {
  /** Days before a time deposit matures (0: no reminder). */
  depositMaturityDays: { default: 3, options: [0, 1, 3, 7, 14] },
  /** Days before a forward-dated bill payment is paid (0: no reminder). */
  billPaymentDays: { default: 1, options: [0, 1, 2, 3, 5, 7] },
  /** Months after the last password change (0: never remind). */
  passwordAgeMonths: { default: 0, options: [0, 3, 6, 12] },
} as const;

export type PromptKind = keyof typeof PROMPTS;
export const PROMPT_KINDS = Object.keys(PROMPTS) as PromptKind[];
export type Prompts = Record<PromptKind, number>;

type Db = Kysely<Database> | Transaction<Database>;

export async function promptsOf(db: Db, customerId: string): Promise<Prompts> {
  const rows = await db.selectFrom('prompt_settings').select(['kind', 'value']).where('customer_id', '=', customerId).execute();
  const own = new Map(rows.map((r) => [r.kind, Number(r.value)]));
  return Object.fromEntries(PROMPT_KINDS.map((k) => [k, own.get(k) ?? PROMPTS[k].default])) as Prompts;
}

/** One setting for many customers: each customer's own value, else the default. */
export async function promptOfMany(db: Db, customerIds: readonly string[], kind: PromptKind): Promise<Map<string, number>> {
  const out = new Map(customerIds.map((id) => [id, PROMPTS[kind].default as number]));
  for (let i = 0; i < customerIds.length; i += 500) {
    const rows = await db.selectFrom('prompt_settings').select(['customer_id', 'value']).where('kind', '=', kind).where('customer_id', 'in', customerIds.slice(i, i + 500)).execute();
    rows.forEach((r) => out.set(r.customer_id, Number(r.value)));
  }
  return out;
}

export async function setPrompts(ctx: AppContext, customerId: string, prompts: Prompts, ip?: string): Promise<Prompts> {
  for (const kind of PROMPT_KINDS) {
    if (!(PROMPTS[kind].options as readonly number[]).includes(prompts[kind])) throw new BankError(BAD_REQUEST, { fields: kind });
  }
  const at = isoAt(ctx.clock.now());
  await ctx.store.db.transaction().execute(async (trx) => {
    for (const kind of PROMPT_KINDS) {
      const values = { value: prompts[kind], updated_at: at };
      await trx
        .insertInto('prompt_settings')
        .values({ customer_id: customerId, kind, ...values })
        .onConflict((oc) => oc.columns(['customer_id', 'kind']).doUpdateSet(values))
        .execute();
    }
  });
  await recordAuthEvent(ctx, { event: 'prompt-change', outcome: 'success', customerId, ip: ip ?? null, detail: { ...prompts } });
  return promptsOf(ctx.store.db, customerId);
}
