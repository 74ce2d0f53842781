// The browser's two format checks answer as ajv-formats does, and the journeys' validators ask
// for no other format (a new one must be added to build-tools/ajv-formats-browser.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fullFormats as library } from 'ajv-formats/dist/formats';
import { fullFormats as browser } from '../../../build-tools/ajv-formats-browser';

const JOURNEYS = path.resolve('generated/journeys');

const dates = ['2024-02-29', '2023-02-29', '2000-02-29', '1900-02-29', '2026-11-28', '2026-13-01', '2026-00-10', '2026-04-31', '2026-04-30', '2026-1-01', '20261128', '', '2026-11-28 ', 'x2026-11-28', '0000-01-01', '9999-12-31'];
const times = ['10:00:00Z', '10:00:00+08:00', '10:00:00.123+0800', '10:00:00', '24:00:00Z', '23:59:60Z', '07:59:60+08:00', '23:59:60+01:00', '10:60:00Z', '10:00:00+24:00', '10:00:00-05:30', '10:00:00z'];

describe('the browser build\'s format checks', () => {
  it('agree with ajv-formats on dates and date-times', () => {
    for (const value of dates) expect(browser.date.validate(value), value).toBe((library.date as { validate: (s: string) => boolean }).validate(value));
    const dateTime = library['date-time'] as { validate: (s: string) => boolean };
    for (const day of ['2024-02-29', '2023-02-29', '2026-11-28'])
      for (const time of times)
        for (const sep of ['T', 't', ' ', '_']) {
          const value = `${day}${sep}${time}`;
          expect(browser['date-time'].validate(value), value).toBe(dateTime.validate(value));
        }
  });

  it('cover every format the journeys\' validators use', () => {
    const used = new Set<string>();
    for (const dir of fs.readdirSync(JOURNEYS)) {
      const folder = path.join(JOURNEYS, dir);
      if (!fs.statSync(folder).isDirectory()) continue;
      for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.js'))) {
        const code = fs.readFileSync(path.join(folder, file), 'utf8');
        for (const m of code.matchAll(/fullFormats(?:\.([\w$]+)|\["([^"]+)"\])/g)) used.add(m[1] ?? m[2]!);
      }
    }
    expect(used.size).toBeGreaterThan(0);
    for (const format of used) expect(Object.keys(browser), format).toContain(format);
  });
});
