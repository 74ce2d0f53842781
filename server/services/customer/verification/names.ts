// The names a card holder's name may be compared with: the customer's Chinese name, its
// Simplified form (mainland cards print Simplified characters: 陳大文 is 陈大文 there) and the
// English name. Only OpenCC's one-character table is loaded: a name needs no phrase conversion.
import { ConverterFactory } from 'opencc-js/core';
import TSCharacters from 'opencc-js/dict/TSCharacters';
import HKVariantsRev from 'opencc-js/dict/HKVariantsRev';
import type { AppContext } from '../../../context.js';

const toSimplified = ConverterFactory([HKVariantsRev], [TSCharacters]);

export async function customerNames(ctx: AppContext, customerId: string): Promise<string[]> {
  const row = await ctx.store.db.selectFrom('customers').select(['name_zh', 'name_en']).where('id', '=', customerId).executeTakeFirst();
  if (!row) return [];
  return [row.name_zh, toSimplified(row.name_zh), row.name_en].filter((n) => n.trim() !== '');
}
