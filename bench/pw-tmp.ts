import path from 'node:path';
import { brotliSize, journeyFiles, readManifest, closure } from '../build-tools/page-weight';
import { moduleBytes } from '../build-tools/module-weight';
const which = process.argv[2]!;
const dist = which === 'hand' ? 'bench/hand-written/.out' : 'dist';
const m = readManifest(dist);
const files = which === 'hand'
  ? closure(m, ['index.html', 'start.tsx', '../../app/i18n/texts/zh-TW.ts', 'built-texts/zh-TW.json', 'bill/BillScreen.tsx', '../../widgets/merchant/MerchantField.tsx'])
  : journeyFiles(dist, m, '../generated/journeys/bill.pay-new/index.js', '/transfer-pay/newbill-create');
const share = new Map<string, number>();
for (const f of files) {
  const bytes = moduleBytes(path.join(dist, f));
  const raw = [...bytes.values()].reduce((a, b) => a + b, 0);
  const br = brotliSize(path.join(dist, f));
  for (const [mod, n] of bytes) {
    const key = mod.replace(/^node_modules\/((?:@[^/]+\/)?[^/]+).*/, '$1').replace(/^(\.\.\/)+/, '');
    share.set(key, (share.get(key) ?? 0) + (n / raw) * br);
  }
}
for (const [k, v] of [...share].sort((a, b) => b[1] - a[1])) console.log((v / 1000).toFixed(2), k);
