// Tidies json-schema-to-typescript output: its "referenced by ... via the definition" notes
// repeat on every type and say nothing a reader of the schema needs.
export function dropDefinitionNotes(ts: string): string {
  return ts
    .replace(/\/\*\*\n \* This interface was referenced by `\w+`'s JSON-Schema\n \* via the `definition` "[^"]+"\.\n \*\/\n/g, '')
    .replace(/\n \*\n \* This interface was referenced by `\w+`'s JSON-Schema\n \* via the `definition` "[^"]+"\./g, '');
}

/** Fails when an expected exported type is missing, so a schema edit cannot silently rename it. */
export function assertExports(file: string, ts: string, names: string[]): void {
  const missing = names.filter((name) => !new RegExp(`export (interface|type) ${name}\\b`).test(ts));
  if (missing.length) throw new Error(`${file} lacks ${missing.join(', ')}`);
}
