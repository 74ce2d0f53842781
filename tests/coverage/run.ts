// `npm run coverage [-- options]` (args.ts): line and branch coverage of the product (app,
// engine, widgets, bridge, domain, server) from every test phase together: the unit tests, the
// fixture replay, and the end-to-end tests with both the browser and the bank they talk to.
// Prints a table per folder, writes coverage/summary.json and browsable reports under
// coverage/report. A failed step or test phase still leaves what was measured, and the command
// then exits 1.
import fs from 'node:fs';
import { parseArgs, PHASES, type Phase } from './args';
import { mergeCoverage } from './merge';
import { build, codegen, runStep, testStep, type Step } from './phases';
import { COVERAGE_DIR, REPORT_DIR, SUMMARY_FILE } from './scope';
import { formatTable, summarize, writeSummary } from './summary';

async function main(argv: string[]): Promise<number> {
  const options = parseArgs(argv);
  fs.rmSync(COVERAGE_DIR, { recursive: true, force: true });
  const status: Record<string, string> = {};
  const run = async (step: Step) => {
    const code = await runStep(step);
    status[step.name] = code === 0 ? 'passed' : `failed (exit ${code})`;
    return code === 0;
  };

  const generated = await run(codegen);
  // The browser runs the production build: built only when the end-to-end phase runs.
  const built = options.phases.includes('e2e') && generated ? await run(build) : false;
  for (const phase of PHASES) {
    const ready = phase === 'e2e' ? built : generated;
    if (!options.phases.includes(phase)) status[phase] = 'not asked for';
    else if (!ready) status[phase] = 'not run (a step before it failed)';
    else await run(testStep(phase, options));
  }

  console.log('\n▶ merge');
  let merged = false;
  try {
    const summary = summarize(await mergeCoverage());
    writeSummary(summary, status);
    console.log(`\n${formatTable(summary)}\n`);
    merged = true;
  } catch (error) {
    console.error('merging the coverage failed:', error);
  }
  for (const [name, state] of Object.entries(status)) console.log(`${name.padEnd(8)} ${state}`);
  if (merged) console.log(`\n${SUMMARY_FILE}\n${REPORT_DIR}/html/index.html\n${REPORT_DIR}/lcov.info`);
  const failed = Object.values(status).some((s) => s.startsWith('failed') || s.startsWith('not run'));
  return failed || !merged ? 1 : 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
