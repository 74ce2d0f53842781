// Benchmark 2: the precompiled Ajv validator of the transfer input form. It runs on every
// "Next" and, once errors show, on every keystroke, so it must stay far below a frame (16 ms).
import { formValidators } from '../generated/validators/forms.js';
import { median, microsPerCall, percentile } from './lib/measure';
import { emit, fmt, isMain, type BenchRow } from './lib/result';
import { TRANSFER_INPUT_FORM, invalidInput, validInput } from './lib/transfer-fixtures';

const BUDGET_US = 50;

export function runFormValidation(): BenchRow[] {
  const entry = formValidators[TRANSFER_INPUT_FORM];
  if (!entry) throw new Error(`no generated validator ${TRANSFER_INPUT_FORM}; run npm run codegen`);
  const { validate } = entry;
  // A validator that accepts the bad payload (or refuses the good one) would make the timing meaningless.
  if (!validate(validInput)) throw new Error(`valid payload refused: ${JSON.stringify(validate.errors)}`);
  if (validate(invalidInput)) throw new Error('invalid payload accepted');

  const rows: BenchRow[] = [];
  for (const [label, payload] of [['valid', validInput], ['invalid', invalidInput]] as const) {
    const us = microsPerCall(() => validate(payload), { warmup: 20, samples: 200, batch: 200 });
    rows.push({
      name: `form validation: ${label} payload`,
      value: median(us),
      unit: 'µs/call',
      budget: { kind: 'max', limit: BUDGET_US },
      detail: `p95 ${fmt(percentile(us, 95))} µs, ${us.length}×200 calls`,
    });
  }
  return rows;
}

if (isMain(import.meta.url)) emit(runFormValidation());
