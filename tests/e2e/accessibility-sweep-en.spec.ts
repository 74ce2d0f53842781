// The accessibility sweep in English (support/sweep.ts).
import { sweepIn } from './support/sweep';

sweepIn('en');
