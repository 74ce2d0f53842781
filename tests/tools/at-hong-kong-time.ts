// Runs a command as if the machine's clock read a given Hong Kong time of day:
//   npx tsx tests/tools/at-hong-kong-time.ts 12:41 -- npm test
// Every process the command starts (the test runners, the banks, Chromium) sees the same
// shifted clock, through libfaketime (Debian's `faketime` package; the clock keeps flowing from
// the shifted start). The next such time from now is taken, so the clock only moves forward.
// This is how the suite is shown not to depend on the time of day (docs/testing.md).
import { spawnSync } from 'node:child_process';

const [time, separator, ...command] = process.argv.slice(2);
const match = /^(\d{2}):(\d{2})$/.exec(time ?? '');
if (!match || separator !== '--' || !command.length) {
  console.error('usage: npx tsx tests/tools/at-hong-kong-time.ts HH:MM -- command [args...]');
  process.exit(2);
}

const HONG_KONG_OFFSET_MS = 8 * 3_600_000; // no daylight saving
const DAY_MS = 86_400_000;
const now = Date.now();
const sinceMidnight = (now + HONG_KONG_OFFSET_MS) % DAY_MS;
const wanted = (Number(match[1]) * 60 + Number(match[2])) * 60_000;
const ahead = (wanted - sinceMidnight + DAY_MS) % DAY_MS;
const seconds = Math.round(ahead / 1000);

console.log(`Running with the clock ${seconds} s ahead: Hong Kong time ${time} (${new Date(now + ahead).toISOString()}).`);
const result = spawnSync('faketime', ['-f', `+${seconds}s`, ...command], { stdio: 'inherit' });
if (result.error) {
  console.error(`faketime did not start (${result.error.message}): on Debian, apt-get install faketime`);
  process.exit(2);
}
process.exit(result.status ?? 1);
