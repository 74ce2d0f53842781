// A throwaway PostgreSQL cluster for tests, when the PostgreSQL server binaries are installed
// (server/db/local-postgres.ts). CI sets REQUIRE_POSTGRES=1 after installing them, so there the
// PostgreSQL tests fail instead of being skipped when the server cannot be found.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresBinaries, startLocalPostgres, INSTALL_POSTGRES_HINT } from '../../../../server/db/local-postgres.js';

export interface PgCluster {
  url: string;
  stop(): void;
}

if (!postgresBinaries && process.env.REQUIRE_POSTGRES === '1') {
  throw new Error(`REQUIRE_POSTGRES=1 but the PostgreSQL server binaries are missing: ${INSTALL_POSTGRES_HINT}`);
}

export const pgBinaries = postgresBinaries;

export async function startPgCluster(): Promise<PgCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bank-pg-'));
  return startLocalPostgres({ dir, throwaway: true });
}
