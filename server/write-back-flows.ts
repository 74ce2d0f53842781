// `npm run flows:write-back`: writes each journey's current published version from the bank's
// registry (DATABASE_URL, or the sandbox's data/bank.sqlite) into flows/, for review and commit.
import { openStore } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { writeBackPublished } from './services/bank/flow-registry/write-back.js';

const store = openStore(process.env.DATABASE_URL ?? 'data/bank.sqlite');
try {
  await migrateToLatest(store.db);
  const written = await writeBackPublished(store.db);
  for (const w of written) process.stdout.write(`${w.path}: ${w.flowId} version ${w.number}\n`);
  process.stdout.write(written.length ? `${written.length} flow file(s) written: review them with git diff, then commit.\n` : 'No published versions: flows/ is already what customers get.\n');
} finally {
  await store.close();
}
