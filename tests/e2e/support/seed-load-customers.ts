// Seeds synthetic customers into an end-to-end bank's database, as a load run does
// (load/lib/seed-customers.ts), run in a process of its own: the bank's seed code imports JSON
// modules the browser tests' loader does not take. Usage: seed-load-customers.ts <db> <count>
import { seedLoadCustomers } from '../../../load/lib/seed-customers.js';
import { loadSeedKey } from '../../../server/services/customer/token/seed-cipher.js';
import { DATA_DIR } from '../../../server/config.js';

const [databaseUrl, count] = process.argv.slice(2);
// The key of the banks started from this checkout: their customers' tokens stay usable.
await seedLoadCustomers(databaseUrl!, loadSeedKey({ ephemeral: false, dataDir: DATA_DIR }), Number(count));
