// `npm run lint:flows [files...]`: checks flows (default: every flows/**/*.json, and the shared
// parts in flows/shared/) against the flow language, the vocabulary and the API contracts.
// Prints one line per problem; exit 1 if any.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultFlowFiles } from './lib/flows';
import { formatProblem, lintAll, lintFiles } from './lint/index';

export function main(args: string[]): number {
  const files = args.length ? args.map((f) => path.resolve(f)) : defaultFlowFiles();
  // Unused shared entries can only be judged against every flow, so only without arguments.
  const problems = args.length ? lintFiles(files) : lintAll(undefined, files);
  for (const p of problems) console.log(formatProblem(p));
  const summary = `lint:flows: ${files.length} flow${files.length === 1 ? '' : 's'}, ${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  if (problems.length) console.error(summary);
  else console.log(summary);
  return problems.length ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = main(process.argv.slice(2));
}
