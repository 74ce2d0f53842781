// The bank as a client on the network sees it: POST /api/{code} over HTTP/1.1 keep-alive
// connections to a loopback address. Every answer carries the bank's clock (X-Bank-Time),
// which the clients use for token codes, as the web app does.
import http from 'node:http';
import { builtDefinitionFor } from '../../server/services/bank/flow-registry/built-definitions';

export interface Envelope<T = Record<string, any>> {
  header: { responseCode: string; responseMessage: string };
  data: T;
}

export interface Answer<T = Record<string, any>> {
  envelope: Envelope<T>;
  /** The bank's clock when it answered (epoch ms). */
  bankTime: number;
}

/** Only loopback: the load and crash tools never send traffic off this machine. */
export function assertLoopback(host: string): void {
  if (!/^(127\.\d+\.\d+\.\d+|::1|localhost)$/.test(host)) throw new Error(`not a loopback address: ${host}`);
}

export class BankClient {
  private readonly agent: http.Agent;

  constructor(
    readonly host: string,
    readonly port: number,
    options: { sockets?: number; localAddress?: string } = {},
  ) {
    assertLoopback(host);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: options.sockets ?? 16, ...(options.localAddress ? { localAddress: options.localAddress } : {}) });
  }

  /**
   * One call; rejects on a transport failure (connection refused or reset, not HTTP 200). A
   * money-moving request names the built journey that submits it, as the app's do, unless
   * `flow` names another definition (null: none).
   */
  call<T = Record<string, any>>(code: string, payload: object = {}, token?: string, flow: string | null | undefined = builtDefinitionFor(code)): Promise<Answer<T>> {
    const body = JSON.stringify({ header: { locale: 'en_US', appId: 'XPMBS', termType: 'WEB', ...(flow ? { flow } : {}) }, ...payload });
    const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    if (token) headers['x-auth-token'] = token;
    return new Promise((resolve, reject) => {
      const req = http.request({ host: this.host, port: this.port, path: `/api/${code}`, method: 'POST', agent: this.agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`${code}: HTTP ${res.statusCode}`));
          try {
            const envelope = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope<T>;
            resolve({ envelope, bankTime: Number(res.headers['x-bank-time'] ?? Date.now()) });
          } catch (error) {
            reject(error as Error);
          }
        });
        res.on('error', reject);
      });
      req.setTimeout(30_000, () => req.destroy(new Error(`${code}: no answer in 30 s`)));
      req.on('error', reject);
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
