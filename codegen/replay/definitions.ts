// The definition a fixture was recorded on (docs/recording.md): a recording names it as the
// app's requests do (`<id>@<version>#<hash>`), and replays on exactly that definition: the
// build's journey when it is still the same, else a copy kept in tests/definitions/
// (`<id>@<version>.json`, the compiled flow as the registry served it, downloaded from the
// sandbox tools beside the fixture). Anything else is reported, never replayed on another version.
import fs from 'node:fs';
import path from 'node:path';
import type { Flow } from '../../engine/core/flow-types';
import type { FormValidatorEntry } from '../../engine/core/deps';
import { flowHash } from '../lib/journey-names';
import { readFlows } from '../lib/flows';
import { REPO_ROOT } from './files';
import { compileFormValidators } from './form-validators';

export const DEFINITIONS_DIR = path.join(REPO_ROOT, 'tests', 'definitions');

/** How a request names the definition: `<id>@<version>#<first 16 hex of sha256 of its JSON>`. */
export function definitionName(flow: Flow): string {
  return `${flow.id}@${flow.version}#${flowHash(`${JSON.stringify(flow, null, 2)}\n`)}`;
}

export type Resolved = { flow: Flow; formValidators?: Record<string, FormValidatorEntry> } | { problem: string };

/** The flow a fixture that names `definition` replays on. */
export function resolveDefinition(definition: string, build: Flow | undefined, dir: string = DEFINITIONS_DIR): Resolved {
  if (build && definitionName(build) === definition) return { flow: build };
  const m = /^([\w.-]+)@(\d+)#([0-9a-f]{16})$/.exec(definition);
  if (!m) return { problem: `'definition' is not <id>@<version>#<hash>: ${definition}` };
  const file = path.join(dir, `${m[1]}@${m[2]}.json`);
  const kept = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Flow) : undefined;
  if (!kept || definitionName(kept) !== definition) {
    const now = build ? definitionName(build) : 'no such journey';
    return { problem: `recorded on ${definition}; flows/ has ${now}, and tests/definitions/ has no copy of it: keep the recorded definition beside the fixture, or record again` };
  }
  // Its forms are compiled here, their $refs resolved from the journey's file in flows/.
  const flowFile = readFlows().find((f) => (f.flow as Flow).id === kept.id)?.file ?? file;
  return { flow: kept, formValidators: compileFormValidators(kept, flowFile) };
}
