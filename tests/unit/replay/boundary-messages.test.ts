// Every rule of a money-moving form answers in the customer's language (docs/testing.md, "Inputs
// generated from the schemas"): each probe of each boundary fixture (a required field left out,
// a bound passed by one, a pattern missed...) is replayed in Traditional Chinese, Simplified
// Chinese and English, and each message the engine gives must be a sentence of that language:
// never empty, never a raw text key, never the English fallback in Chinese (nor Chinese in English).
import { toJS } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../engine/core/flow-types';
import { fixtureFiles, loadFixtures } from '../../replay/load';
import { replayFixture, type Fixture } from '../../replay/replay';

const LOCALES: Locale[] = ['zh-TW', 'zh-CN', 'en'];
const CJK = /[\u3400-\u9fff]/;
const RAW_KEY = /^[a-z]+(?:[A-Z][a-z0-9]*)+$|^[\w-]+\.[\w.-]+$/;

const boundaries = loadFixtures(fixtureFiles()).flatMap((l) => (l.file.endsWith('-boundaries.json') && l.fixture ? [l.fixture] : []));

/** The messages of each probe entry (one that expects field errors), replayed in `locale`. */
async function messagesIn(fixture: Fixture, locale: Locale): Promise<{ entry: number; field: string; message: string }[]> {
  // The recorded expectations are in the fixture's own language: here only the step is kept.
  const steps = fixture.steps.map((s) => (s.expect?.fieldErrors ? { ...s, expect: { step: s.expect.step ?? s.step } } : s));
  const out: { entry: number; field: string; message: string }[] = [];
  let index = -1;
  await replayFixture(
    { ...fixture, locale, steps, outcome: { step: fixture.outcome.step, status: fixture.outcome.status } },
    {
      observe: (run, entry) => {
        if (!entry) return;
        index += 1;
        if (!fixture.steps[index]?.expect?.fieldErrors) return;
        for (const [field, list] of Object.entries(toJS(run.fieldErrors) as Record<string, string[]>)) for (const message of list) out.push({ entry: index, field, message });
      },
    },
  );
  return out;
}

describe('the rules of every money-moving form answer in the customer\'s language', () => {
  it('has the boundary fixtures to ask', () => {
    expect(boundaries.length).toBeGreaterThanOrEqual(20);
  });

  for (const fixture of boundaries) {
    it(fixture.name, async () => {
      const probes = fixture.steps.filter((s) => s.expect?.fieldErrors).length;
      for (const locale of LOCALES) {
        const messages = await messagesIn(fixture, locale);
        // Every probe is refused in every language, with at least one message.
        expect(new Set(messages.map((m) => m.entry)).size, `${locale}: probes refused`).toBe(probes);
        for (const { entry, field, message } of messages) {
          const at = `${locale} steps[${entry}] ${field}: ${JSON.stringify(message)}`;
          expect(message.trim(), at).not.toBe('');
          expect(RAW_KEY.test(message.trim()), `${at} is a text key`).toBe(false);
          if (locale === 'en') expect(CJK.test(message), `${at} is not English`).toBe(false);
          else expect(CJK.test(message), `${at} is the English fallback`).toBe(true);
        }
      }
    }, 30_000);
  }
});
