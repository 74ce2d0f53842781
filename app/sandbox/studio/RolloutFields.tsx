// Who a draft goes to once published (docs/publishing.md, "Staged rollout"): a share of
// customers, some channels or languages, and the thresholds past which the bank rolls it back
// by itself. The bank checks the rollout again (domain/publishing/rollout.ts) and the approvers
// sign it with the version.
import { LOCALES, type Locale } from '../../../engine/core/flow-types';
import { CHANNELS } from '../../../bridge/channel/detect';
import type { Rollout } from '../../../domain/publishing/rollout';
import { say } from './texts';

export interface RolloutDraft {
  share: string;
  channels: string[];
  languages: string[];
  /** Percentage points, as typed; empty: no threshold. */
  refused: string;
  abandoned: string;
  minRequests: string;
}

export const EVERYONE: RolloutDraft = { share: '100', channels: [], languages: [], refused: '', abandoned: '', minRequests: '' };

const CHANNEL_IDS = [...new Set(Object.values(CHANNELS).map((c) => c.channelId))];

const percent = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The rollout to send, null for everyone, or undefined when a field is not a valid number. */
export function rolloutOf(d: RolloutDraft): Rollout | null | undefined {
  const share = Number(d.share);
  const refused = percent(d.refused);
  const abandoned = percent(d.abandoned);
  const min = percent(d.minRequests);
  const rate = (n: number | undefined) => n === undefined || (Number.isFinite(n) && n >= 0 && n <= 100);
  if (!Number.isInteger(share) || share < 1 || share > 100 || !rate(refused) || !rate(abandoned)) return undefined;
  if (min !== undefined && !(Number.isInteger(min) && min >= 1)) return undefined;
  const out: Rollout = { share };
  if (d.channels.length) out.channels = [...d.channels].sort();
  if (d.languages.length) out.languages = [...d.languages].sort();
  if (refused !== undefined) out.maxRefusedRate = refused / 100;
  if (abandoned !== undefined) out.maxAbandonedRate = abandoned / 100;
  if (min !== undefined) out.minRequests = min;
  return share === 100 && !out.channels && !out.languages && refused === undefined && abandoned === undefined ? null : out;
}

/** One line for the versions table. */
export function rolloutSummary(locale: Locale, rollout: Rollout | null | undefined): string {
  if (!rollout) return say(locale, 'rolloutAll');
  const parts = [say(locale, 'rolloutShareOf', { share: rollout.share }), ...(rollout.channels ?? []), ...(rollout.languages ?? [])];
  if (rollout.maxRefusedRate !== undefined) parts.push(say(locale, 'rolloutRefusedAt', { n: Math.round(rollout.maxRefusedRate * 100) }));
  if (rollout.maxAbandonedRate !== undefined) parts.push(say(locale, 'rolloutAbandonedAt', { n: Math.round(rollout.maxAbandonedRate * 100) }));
  return parts.join(' · ');
}

export function RolloutFields({ locale, value, onChange }: { locale: Locale; value: RolloutDraft; onChange: (v: RolloutDraft) => void }) {
  const toggle = (list: string[], item: string) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);
  const number = (key: 'share' | 'refused' | 'abandoned' | 'minRequests', label: string, min: number, max?: number) => (
    <label className="studio-field">
      <span>{label}</span>
      <input type="number" inputMode="numeric" min={min} max={max} value={value[key]} onChange={(e) => onChange({ ...value, [key]: e.target.value })} />
    </label>
  );
  return (
    <fieldset className="studio-rollout">
      <legend>{say(locale, 'rolloutTitle')}</legend>
      <p className="studio-note">{say(locale, 'rolloutNote')}</p>
      {number('share', say(locale, 'rolloutShare'), 1, 100)}
      <fieldset>
        <legend>{say(locale, 'rolloutChannels')}</legend>
        {CHANNEL_IDS.map((id) => (
          <label key={id} className="studio-check">
            <input type="checkbox" checked={value.channels.includes(id)} onChange={() => onChange({ ...value, channels: toggle(value.channels, id) })} />
            {id}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{say(locale, 'rolloutLanguages')}</legend>
        {LOCALES.map((l) => (
          <label key={l} className="studio-check" lang={l}>
            <input type="checkbox" checked={value.languages.includes(l)} onChange={() => onChange({ ...value, languages: toggle(value.languages, l) })} />
            {/* Each language by its own name, as a language picker shows it. */}
            {say(l, `language_${l}`)}
          </label>
        ))}
      </fieldset>
      {number('refused', say(locale, 'rolloutRefused'), 0, 100)}
      {number('abandoned', say(locale, 'rolloutAbandoned'), 0, 100)}
      {number('minRequests', say(locale, 'rolloutMin'), 1)}
    </fieldset>
  );
}
