// The lines the sandbox bank prints when it listens: where, and the demo logins.
import fs from 'node:fs';
import path from 'node:path';
import { DIST_DIR } from './config.js';
import { DEMO_CUSTOMERS } from './seed/demo-data.js';

export function bankUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}/`;
}

export function banner(url: string, extra: string[] = []): string {
  return [
    '',
    '================ Sandbox bank ================',
    `  URL:  ${url}`,
    ...extra.map((line) => `  ${line}`),
    fs.existsSync(path.join(DIST_DIR, 'index.html')) ? '  Front end: served from dist/' : '  Front end: dist/ not built (npm run build); API only',
    '',
    '  Demo logins (login id / password):',
    ...DEMO_CUSTOMERS.map((c) => `    ${c.loginId.padEnd(14)} ${c.password.padEnd(10)} ${c.nameZh} ${c.nameEn}`),
    '==============================================',
    '',
  ].join('\n');
}
