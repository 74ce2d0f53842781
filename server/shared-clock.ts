// The sandbox clock kept in the database, so that every bank process on one database reads the
// same time and a restart keeps the time testers moved to. Only the offset from real time is
// stored (one row, `bank_clock`): real time keeps running in every process, and moving the clock
// (ITSI900002) raises the offset atomically, never lowers it. Without this, a restarted process
// went back to real time and refused a soft token's codes until real time caught up with the
// step the token had last used.
import { sql, type Kysely } from 'kysely';
import { AdjustableClock, isoAt } from './clock.js';
import type { Database } from './db/schema.js';

const ROW = 1;

export class SharedClock extends AdjustableClock {
  constructor(private readonly db: Kysely<Database>) {
    super();
  }

  /** Reads the stored offset (creating the row on a new database). */
  async load(): Promise<void> {
    await this.db
      .insertInto('bank_clock')
      .values({ id: ROW, offset_ms: 0, updated_at: isoAt(Date.now()) })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await this.refresh();
  }

  /** Takes up a move another process made (the offset only grows). */
  async refresh(): Promise<void> {
    const row = await this.db.selectFrom('bank_clock').select('offset_ms').where('id', '=', ROW).executeTakeFirst();
    if (row) this.raiseTo(Number(row.offset_ms));
  }

  /** Moves every process's clock forward by `ms`. */
  async advanceShared(ms: number): Promise<void> {
    if (!(ms > 0)) return;
    const row = await this.db
      .updateTable('bank_clock')
      .set({ offset_ms: sql<number>`offset_ms + ${ms}`, updated_at: isoAt(Date.now()) })
      .where('id', '=', ROW)
      .returning('offset_ms')
      .executeTakeFirst();
    if (row) this.raiseTo(Number(row.offset_ms));
  }

  /** Moves every process's clock to an instant, if it is later than the shared now. */
  async moveToShared(time: number): Promise<void> {
    const wanted = time - Date.now();
    const row = await this.db
      .updateTable('bank_clock')
      .set({
        offset_ms: sql<number>`case when offset_ms < ${wanted} then ${wanted} else offset_ms end`,
        updated_at: isoAt(Date.now()),
      })
      .where('id', '=', ROW)
      .returning('offset_ms')
      .executeTakeFirst();
    if (row) this.raiseTo(Number(row.offset_ms));
  }
}
