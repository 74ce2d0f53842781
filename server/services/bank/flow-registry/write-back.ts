// Published versions back into the repository: each journey's current published version is
// written to its file in flows/, so the change enters the repository through review and the
// next build ships it as its baseline (docs/publishing.md).
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { ROOT } from '../../../../codegen/lib/paths.js';
import type { Database } from '../../../db/schema.js';
import { flowFile } from '../../../studio/flow-files.js';
import { flowHash } from '../../../../codegen/lib/journey-names.js';
import { approvalState } from './approvals.js';

export interface WrittenBack {
  flowId: string;
  number: number;
  path: string;
}

/**
 * Writes every journey's newest intact, approved published version to its file under `root` (the
 * repository; a test gives a folder of its own); returns what it wrote.
 */
export async function writeBackPublished(db: Kysely<Database>, root = ROOT): Promise<WrittenBack[]> {
  const rows = await db.selectFrom('flow_versions').selectAll().where('state', '=', 'published').orderBy('flow_id').orderBy('number', 'desc').execute();
  const written: WrittenBack[] = [];
  const done = new Set<string>();
  for (const row of rows) {
    // What customers get: intact and approved as its class needs (approvals.ts).
    if (done.has(row.flow_id) || flowHash(row.compiled) !== row.hash || !(await approvalState(db, row)).enough) continue;
    done.add(row.flow_id);
    flowFile(row.path); // only flows/<area>/<name>.json, never the shared parts
    const file = path.join(root, row.path);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, row.definition);
    written.push({ flowId: row.flow_id, number: row.number, path: row.path });
  }
  return written;
}
