// Publishes a journey text as the registry does (server/services/bank/flow-registry/registry.ts:
// the linter's check, the compiled definition, the bundle) into a folder, and prints the
// problems and the entry module's name as JSON. Run in a Node process of its own by the DOM
// tests that render a published step: esbuild refuses to load in a jsdom environment.
// Usage: tsx publish-edited.ts <flow path> <text file> <version> <out dir>
import fs from 'node:fs';
import path from 'node:path';
import { checkFlow, compiledDefinition } from '../../../server/studio/flow-files';
import { compileBundle } from '../../../server/services/bank/flow-registry/bundle';

const [flowPath, textFile, version, out] = process.argv.slice(2) as [string, string, string, string];
const check = checkFlow(flowPath, fs.readFileSync(textFile, 'utf8'));
if (check.problems.length || !check.flow) {
  process.stdout.write(JSON.stringify({ problems: check.problems }));
} else {
  const compiled = compiledDefinition({ ...(check.flow as Record<string, unknown>), version: Number(version) });
  const bundle = await compileBundle(compiled.json, flowPath, compiled.hash);
  for (const file of bundle.files) fs.writeFileSync(path.join(out, file.name), file.code);
  process.stdout.write(JSON.stringify({ problems: [], entry: bundle.entry }));
}
