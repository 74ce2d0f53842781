// One step entry turned into what the customer does on the page: submit the form, apply a
// list filter, tap Amend/back, tap Retry, or confirm and then cancel the token sheet.
import type { FlowRun } from '../../engine/core/flow-run';
import type { StepEntry } from './fixture';
import { jsonCopy } from './paths';

export async function performStep(run: FlowRun, entry: StepEntry, label: string, problems: string[]): Promise<void> {
  switch (entry.action ?? 'proceed') {
    case 'back':
      if (!run.back()) problems.push(`${label}: back was refused on step '${run.stepId}'`);
      return;
    case 'retry':
      // The page offers Retry only after a failure; retrying anything else is a fixture mistake.
      if (run.status !== 'failed') problems.push(`${label}: retry, but nothing had failed (status '${run.status}')`);
      await run.retry();
      return;
    case 'authCancel':
    case 'proceed':
      // Copies, so the run never holds (or changes) the fixture's own objects.
      if (entry.filter !== undefined) await run.applyFilter(jsonCopy(entry.filter));
      else await run.proceed(jsonCopy(entry.input));
      return;
  }
}
