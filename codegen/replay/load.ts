// Reading fixture files and checking them against schemas/fixture.schema.json, so a typo in
// a fixture is reported as a format problem instead of a puzzling replay failure.
import fs from 'node:fs';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Fixture } from './fixture';
import { FIXTURE_SCHEMA_FILE, FIXTURES_DIR, listJsonFiles, relativeToRepo } from './files';
import { schemaErrorLines } from './schema-errors';

export interface LoadedFixture {
  file: string;
  /** Present when the file parsed and matches the format. */
  fixture?: Fixture;
  problems: string[];
}

let validator: ValidateFunction | undefined;

function fixtureValidator(): ValidateFunction {
  if (!validator) {
    // The format's combinators (not/if) name properties declared one level up, which the
    // strictRequired and strictTypes checks would flag although the schema is correct.
    const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, strictTypes: false });
    addFormats(ajv);
    validator = ajv.compile(JSON.parse(fs.readFileSync(FIXTURE_SCHEMA_FILE, 'utf8')));
  }
  return validator;
}

export function fixtureFiles(dir: string = FIXTURES_DIR): string[] {
  return listJsonFiles(dir);
}

export function loadFixtureFile(file: string): LoadedFixture {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    return { file, problems: [`${relativeToRepo(file)} is not readable JSON: ${(e as Error).message}`] };
  }
  const validate = fixtureValidator();
  if (!validate(data)) {
    return { file, problems: [`${relativeToRepo(file)} does not match schemas/fixture.schema.json:`, ...schemaErrorLines(validate.errors).map((l) => `    ${l}`)] };
  }
  return { file, fixture: data as Fixture, problems: [] };
}

/** Loads files; a name used twice makes the later file a problem (the name filter must be unambiguous). */
export function loadFixtures(files: string[]): LoadedFixture[] {
  const seen = new Map<string, string>();
  return files.map((file) => {
    const loaded = loadFixtureFile(file);
    const name = loaded.fixture?.name;
    if (name !== undefined) {
      const first = seen.get(name);
      if (first) loaded.problems.push(`the name '${name}' is already used by ${relativeToRepo(first)}`);
      else seen.set(name, file);
    }
    return loaded;
  });
}
