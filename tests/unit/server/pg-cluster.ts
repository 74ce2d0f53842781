// A throwaway PostgreSQL cluster for tests, when the PostgreSQL server binaries are
// installed (initdb, pg_ctl). As root the cluster runs as the 'postgres' user, because
// PostgreSQL refuses to run as root.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface PgCluster {
  url: string;
  stop(): void;
}

function findBinary(name: string): string | undefined {
  const candidates = [
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, name)),
    ...(fs.existsSync('/usr/lib/postgresql')
      ? fs.readdirSync('/usr/lib/postgresql').map((v) => path.join('/usr/lib/postgresql', v, 'bin', name))
      : []),
  ];
  return candidates.find((file) => fs.existsSync(file));
}

function hasPostgresUser(): boolean {
  try {
    return /^postgres:/m.test(fs.readFileSync('/etc/passwd', 'utf8'));
  } catch {
    return false;
  }
}

export const pgBinaries = (() => {
  const initdb = findBinary('initdb');
  const pgCtl = findBinary('pg_ctl');
  // As root the cluster has to run as 'postgres' through runuser.
  const usable = process.getuid?.() !== 0 || (findBinary('runuser') !== undefined && hasPostgresUser());
  return initdb && pgCtl && usable ? { initdb, pgCtl } : undefined;
})();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startPgCluster(): Promise<PgCluster> {
  if (!pgBinaries) throw new Error('PostgreSQL binaries not found');
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bank-pg-'));
  const run = (file: string, args: string[]) => {
    const [cmd, cmdArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
    execFileSync(cmd, cmdArgs, { stdio: 'pipe', cwd: dir });
  };
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  run(pgBinaries.initdb, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  run(pgBinaries.pgCtl, ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(pgBinaries!.pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
