// The documents a `terms` widget can open (ui:options.document): the bank's Remittance and
// Transfer Conditions (spec sections 4 and 9) and the other services' terms. Each is a document,
// not code: documents/<id>.<language>.md, a first line `# Title` and one paragraph per block
// (docs/texts.md). A customer's sheet loads only the one document in the one language it shows.
// The English version of each prevails.
import type { WidgetLocale } from '../context';

export interface TermsDocument {
  title: string;
  paragraphs: string[];
}

const FILE = /\/([a-z0-9-]+)\.(zh-TW|zh-CN|en)\.md$/;
const files = import.meta.glob<string>('./documents/*.md', { query: '?raw', import: 'default' });
const byDocument = new Map<string, Partial<Record<WidgetLocale, () => Promise<string>>>>();
for (const [file, load] of Object.entries(files)) {
  const [, id, locale] = FILE.exec(file) ?? [];
  if (!id || !locale) continue;
  byDocument.set(id, { ...byDocument.get(id), [locale]: load });
}

/** The ids of the documents there are, for the checks that every named document exists. */
export const TERMS_DOCUMENT_IDS: readonly string[] = [...byDocument.keys()].sort();

/** Reads a document's text: the title from its first line, the paragraphs between blank lines. */
export function parseTermsDocument(text: string): TermsDocument {
  const [heading = '', ...rest] = text.replace(/\r\n/g, '\n').trim().split(/\n\s*\n/);
  return { title: heading.replace(/^#\s*/, '').trim(), paragraphs: rest.map((p) => p.trim()).filter(Boolean) };
}

/** The document in the customer's language, or null when no such document exists. */
export async function loadTermsDocument(id: string, locale: WidgetLocale): Promise<TermsDocument | null> {
  const load = byDocument.get(id)?.[locale];
  return load ? parseTermsDocument(await load()) : null;
}
