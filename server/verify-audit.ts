// `npm run audit:verify`: walks the flow registry's audit log (DATABASE_URL, or the sandbox's
// data/bank.sqlite) and says whether every entry still names the one before it and matches its
// own hash; a row changed or removed by hand is reported where the chain breaks (exit 1).
import { openStore } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { verifyAuditChain } from './services/bank/flow-registry/audit-chain.js';

const store = openStore(process.env.DATABASE_URL ?? 'data/bank.sqlite');
try {
  await migrateToLatest(store.db);
  const check = await verifyAuditChain(store.db);
  if (check.ok) process.stdout.write(`audit log: ${check.entries} entries, the chain holds.\n`);
  else {
    process.stdout.write(`audit log: the chain breaks at entry ${check.brokenAt} of ${check.entries}: ${check.why}.\n`);
    process.exitCode = 1;
  }
} finally {
  await store.close();
}
