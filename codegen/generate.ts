// `npm run codegen`: types and precompiled validators into generated/, from schemas/ and flows/.
//   generated/types/flow.ts          the flow language
//   generated/types/api.ts           requests, responses, entities, ApiMap
//   generated/validators/api.js      apiValidators, apiContracts (+ .d.ts)
//   generated/validators/api-requests.js  apiRequestValidators: requests only, for the browser
//   generated/validators/forms.js    formValidators (+ .d.ts)
//   generated/journeys/              route -> loader index and one chunk per flow (gen/journeys.ts)
//   generated/menu/index.ts          the menu entries the flows declare (gen/menu.ts)
//   generated/menu/keywords.ts       their search keywords (gen/menu.ts)
//   generated/error-codes.ts         ERR: the message catalogue's answer codes by name (gen/error-codes.ts)
//   schemas/flow-authoring.schema.json  the flow language for editors (committed: editors read it
//                                    before any codegen run), gen/flow-authoring-schema.ts
// Output is deterministic (sorted inputs, no timestamps), so an unchanged input leaves the files as they were.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateApiTypes } from './gen/api-types';
import { generateErrorCodes } from './gen/error-codes';
import { authoringSchemaText } from './gen/flow-authoring-schema';
import { generateApiRequestValidators, generateApiValidators } from './gen/api-validators';
import { generateFlowTypes } from './gen/flow-types';
import { generateFormValidators } from './gen/form-validators';
import { generateJourneys } from './gen/journeys';
import { generateMenu } from './gen/menu';
import { loadContracts, loadEntities, loadVocabulary } from './lib/catalog';
import { assertContractsValid } from './lib/contract-check';
import { readFlows } from './lib/flows';
import { readJson } from './lib/json';
import { FLOW_AUTHORING_SCHEMA_FILE, FLOW_SCHEMA_FILE, GENERATED_DIR, rel } from './lib/paths';
import { sharedParts } from './lib/shared-parts';
import { assertNoDynamicCode } from './lib/standalone';
import { writeFileAtomic } from './lib/write';

export interface GenerateResult {
  files: string[];
  changed: string[];
}

export async function generate(outDir = GENERATED_DIR): Promise<GenerateResult> {
  const contracts = loadContracts();
  assertContractsValid(contracts);
  const entities = loadEntities();
  const flows = readFlows();
  const api = generateApiValidators(contracts, entities);
  const apiRequests = generateApiRequestValidators(contracts, entities);
  const forms = generateFormValidators(flows);
  const outputs: Record<string, string> = {
    'types/flow.ts': await generateFlowTypes(readJson(FLOW_SCHEMA_FILE) as Record<string, unknown>),
    'types/api.ts': await generateApiTypes(contracts, entities),
    'error-codes.ts': generateErrorCodes(),
    'validators/api.js': api.js,
    'validators/api.d.ts': api.dts,
    'validators/api-requests.js': apiRequests.js,
    'validators/api-requests.d.ts': apiRequests.dts,
    'validators/forms.js': forms.js,
    'validators/forms.d.ts': forms.dts,
    ...generateJourneys(flows, contracts, entities),
    ...generateMenu(flows, loadVocabulary(), new Set(contracts.filter((c) => c.sandboxOnly === true).map((c) => c.code))),
  };
  const files: string[] = [];
  const changed: string[] = [];
  for (const [name, content] of Object.entries(outputs)) {
    const file = path.join(outDir, name);
    if (name.endsWith('.js')) assertNoDynamicCode(rel(file), content);
    files.push(file);
    if (writeFileAtomic(file, content)) changed.push(file);
  }
  removeStaleJourneys(outDir, new Set(files));
  const authoring = authoringSchemaText(readJson(FLOW_SCHEMA_FILE) as Record<string, unknown>, loadVocabulary(), sharedParts());
  files.push(FLOW_AUTHORING_SCHEMA_FILE);
  if (writeFileAtomic(FLOW_AUTHORING_SCHEMA_FILE, authoring)) changed.push(FLOW_AUTHORING_SCHEMA_FILE);
  return { files, changed };
}

/** A removed or renamed flow, or a file the generation no longer writes, leaves nothing behind for the build to pick up. */
function removeStaleJourneys(outDir: string, keep: Set<string>, dir = path.join(outDir, 'journeys')): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const kept = entry.isDirectory() ? [...keep].some((f) => f.startsWith(full + path.sep)) : keep.has(full);
    if (!kept) fs.rmSync(full, { recursive: true, force: true });
    else if (entry.isDirectory()) removeStaleJourneys(outDir, keep, full);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  generate().then(
    ({ files, changed }) => {
      console.log(`codegen: ${files.length} files (${changed.length} changed) in ${Date.now() - started} ms`);
    },
    (err: unknown) => {
      console.error(`codegen failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
