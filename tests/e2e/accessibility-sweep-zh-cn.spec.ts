// The accessibility sweep in Simplified Chinese (support/sweep.ts): with `npm run test:all`
// (SWEEP_ALL=1) only; `npm test` sweeps English and Traditional Chinese.
import { SWEEP_ALL, sweepIn } from './support/sweep';

if (SWEEP_ALL) sweepIn('zh-CN');
