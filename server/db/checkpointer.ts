// Copies the SQLite write-ahead log back into the database file from a worker thread.
// SQLite otherwise checkpoints inside whichever commit crosses 1000 WAL pages, on the server's
// only thread: under load that commit copied and synced thousands of pages while every request
// waited (docs/performance.md, "Server throughput"). Here a second connection in its own thread
// runs a PASSIVE checkpoint (it never blocks the writer) every CHECKPOINT_EVERY_MS; the
// server's connection keeps an automatic checkpoint at a much larger WAL as a backstop.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

const CHECKPOINT_EVERY_MS = 250;

// Plain CommonJS so the worker needs no TypeScript loader; better-sqlite3 is passed resolved.
const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (error) { parentPort.postMessage(String(error)); }
}, workerData.everyMs);
parentPort.on('message', () => { clearInterval(timer); try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {} db.close(); process.exit(0); });
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

export function startCheckpointer(file: string, onError: (message: string) => void): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver, everyMs: CHECKPOINT_EVERY_MS } });
  worker.unref();
  worker.on('message', (message: string) => onError(message));
  worker.on('error', (error) => onError(String(error)));
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        worker.once('exit', () => resolve());
        // Referenced again so the process waits for the last checkpoint and the close.
        worker.ref();
        worker.postMessage('stop');
      }),
  };
}
