// The accessibility sweep in Traditional Chinese (support/sweep.ts).
import { sweepIn } from './support/sweep';

sweepIn('zh-TW');
