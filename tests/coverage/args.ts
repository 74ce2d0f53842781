// The command line of `npm run coverage`, so a trial can measure a part of the tests:
//   --only vitest,replay,e2e   the test phases to run (all three by default)
//   --vitest <file or filter>  handed to `vitest run` (repeatable)
//   --replay <name or .json>   handed to tests/replay/run.ts (repeatable)
//   --e2e <spec or filter>     handed to `playwright test` (repeatable)
export const PHASES = ['vitest', 'replay', 'e2e'] as const;
export type Phase = (typeof PHASES)[number];

export interface Options {
  phases: Phase[];
  filters: Record<Phase, string[]>;
}

export const USAGE = 'npm run coverage -- [--only vitest,replay,e2e] [--vitest <file|filter>]... [--replay <name|fixture.json>]... [--e2e <spec|filter>]...';

export function parseArgs(argv: string[]): Options {
  const options: Options = { phases: [...PHASES], filters: { vitest: [], replay: [], e2e: [] } };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i]!;
    const value = argv[i + 1];
    const name = flag.replace(/^--/, '');
    if (flag === '--only' && value) {
      const asked = value.split(',').map((p) => p.trim()).filter(Boolean);
      const unknown = asked.filter((p) => !(PHASES as readonly string[]).includes(p));
      if (unknown.length || !asked.length) throw new Error(`--only takes ${PHASES.join(', ')}; got ${value}`);
      options.phases = PHASES.filter((p) => asked.includes(p));
    } else if ((PHASES as readonly string[]).includes(name) && flag.startsWith('--') && value) {
      options.filters[name as Phase].push(value);
    } else {
      throw new Error(`unknown or incomplete argument ${flag}\nusage: ${USAGE}`);
    }
    i += 1;
  }
  return options;
}
