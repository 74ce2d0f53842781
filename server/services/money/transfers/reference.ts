// Customer-facing reference numbers: "FT", the Hong Kong value date, 10 random characters.
import { hkCompactDate } from '../../../clock.js';
import { randomAlnum } from '../../../ids.js';

export function newReferenceNo(now: number): string {
  return `FT${hkCompactDate(now)}${randomAlnum(10)}`;
}
