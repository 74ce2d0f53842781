// How the impact review names versions and shows a definition's values: as text, never markup.
import type { Locale } from '../../../engine/core/flow-types';
import type { ImpactSide } from './impact-types';
import { say } from './texts';

/** "version 12", or "version 1 (in the app build)" for the build's. */
export function versionName(locale: Locale, side: ImpactSide): string {
  return say(locale, side.baseline ? 'baselineVersion' : 'registryVersion', { n: side.number });
}

/** A value of the definition as one line of text, clipped. */
export function shown(value: unknown): string {
  const text = value === null || value === undefined ? '—' : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}
