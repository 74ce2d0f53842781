// A PostgreSQL server of the project's own, from the Debian server binaries (initdb, pg_ctl:
// `apt-get install postgresql`), for the cluster, the load and crash scripts and the tests.
// As root it runs as the 'postgres' user (PostgreSQL refuses to run as root), through runuser.
// It listens on 127.0.0.1 only, trusts local connections and is stopped with `stop()`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface LocalPostgres {
  url: string;
  port: number;
  dataDir: string;
  stop(): void;
}

function findBinary(name: string): string | undefined {
  const versions = fs.existsSync('/usr/lib/postgresql')
    ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)).map((v) => path.join('/usr/lib/postgresql', v, 'bin', name))
    : [];
  const candidates = [...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, name)), ...versions];
  return candidates.find((file) => fs.existsSync(file));
}

function hasPostgresUser(): boolean {
  try {
    return /^postgres:/m.test(fs.readFileSync('/etc/passwd', 'utf8'));
  } catch {
    return false;
  }
}

const asRoot = process.getuid?.() === 0;

/** The server binaries, when installed and usable by this user; undefined otherwise. */
export const postgresBinaries = (() => {
  const initdb = findBinary('initdb');
  const pgCtl = findBinary('pg_ctl');
  const usable = !asRoot || (findBinary('runuser') !== undefined && hasPostgresUser());
  return initdb && pgCtl && usable ? { initdb, pgCtl } : undefined;
})();

/** What to run when the binaries are missing (one line, for messages). */
export const INSTALL_POSTGRES_HINT = 'apt-get install -y postgresql (as root on Debian), or set DATABASE_URL=postgres://...';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function run(file: string, args: string[], cwd: string): void {
  const [cmd, cmdArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  execFileSync(cmd, cmdArgs, { stdio: 'pipe', cwd });
}

export interface StartOptions {
  /** Folder for the cluster (created); kept after stop unless `throwaway`. */
  dir: string;
  port?: number;
  /** Tests: no fsync (faster, and the data is thrown away), and the folder removed on stop. */
  throwaway?: boolean;
}

/**
 * Starts (creating on first use) a cluster in `dir`. A folder that already holds one is
 * started again with its data, as data/bank.sqlite is reused by `npm start`.
 */
export async function startLocalPostgres(options: StartOptions): Promise<LocalPostgres> {
  if (!postgresBinaries) throw new Error(`PostgreSQL server binaries not found: ${INSTALL_POSTGRES_HINT}`);
  const { initdb, pgCtl } = postgresBinaries;
  const dir = path.resolve(options.dir);
  fs.mkdirSync(dir, { recursive: true });
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const dataDir = path.join(dir, 'data');
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    run(initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale'], dir);
  }
  const port = options.port ?? (await freePort());
  const settings = [`-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', '-c max_connections=200'];
  if (options.throwaway) settings.push('-c fsync=off', '-c synchronous_commit=off');
  run(pgCtl, ['-D', dataDir, '-l', path.join(dir, 'log'), '-w', '-o', settings.join(' '), 'start'], dir);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    stop() {
      try {
        run(pgCtl, ['-D', dataDir, '-m', options.throwaway ? 'immediate' : 'fast', '-w', 'stop'], dir);
      } finally {
        if (options.throwaway) fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
