// The journeys the bank's registry has published on top of the build (docs/publishing.md). The
// shell asks the bank which version of each journey new runs get (one small list, revalidated
// with its ETag at most every 30 seconds) and imports a published version's compiled bundle
// from the bank, an ordinary same-origin module: the browser compiles nothing. A run keeps the
// version it started on: after a reload it asks for that version by number.
import type { JourneyModule } from '../generated/journeys';
import type { MigrationMap } from '../engine/core/run-migration';

export interface PublishedVersion {
  version: number;
  hash: string;
  /** The entry module's name under /journeys/bundles/. */
  bundle: string;
  /** Its steps' routes (a published version may add a step on a route of its own). */
  routes?: string[];
}

/** How old the list may be when a journey opens: with the bank's own 10 s, a publish reaches new runs within a minute. */
export const REFRESH_MS = 30_000;

let list: { journeys: Record<string, PublishedVersion>; etag: string | null; at: number; audience: string } | undefined;

export interface Audience {
  token?: string | undefined;
  channel?: string | undefined;
  language?: string | undefined;
}

let audience: () => Audience = () => ({});

/** Who asks: the bank answers a version rolling out to some customers, channels or languages to them alone. */
export function setPublishedAudience(of: () => Audience): void {
  audience = of;
}

const audienceKey = (a: Audience) => `${a.token ?? ''}|${a.channel ?? ''}|${a.language ?? ''}`;
let asking: Promise<void> | undefined;

/** Whether the list is recent enough that a journey already loaded may be reused as it is. */
export function publishedListFresh(now = Date.now()): boolean {
  // A log-on, or another language, asks again at once: the answer may differ for them.
  return list !== undefined && now - list.at < REFRESH_MS && list.audience === audienceKey(audience());
}

/** The list, asked for again when older than REFRESH_MS. */
export async function refreshPublished(): Promise<void> {
  if (publishedListFresh()) return;
  asking ??= refresh().finally(() => (asking = undefined));
  await asking;
}

/** The journey whose published version has a step on `path`, if one does. */
export function publishedRouteOwner(path: string): string | undefined {
  return Object.entries(list?.journeys ?? {}).find(([, v]) => v.routes?.includes(path))?.[0];
}

/** The version the list last fetched names for new runs of the journey (undefined: the build's). */
export function listedVersion(flowId: string): number | undefined {
  return list?.journeys[flowId]?.version;
}

async function refresh(): Promise<void> {
  const who = audience();
  const key = audienceKey(who);
  const headers: Record<string, string> = {
    ...(list?.etag && list.audience === key ? { 'If-None-Match': list.etag } : {}),
    ...(who.token ? { 'x-auth-token': who.token } : {}),
    ...(who.channel ? { 'x-channel-id': who.channel } : {}),
  };
  try {
    const query = who.language ? `?lang=${encodeURIComponent(who.language)}` : '';
    const response = await fetch(`journeys/published.json${query}`, { headers, cache: 'no-cache', credentials: 'same-origin' });
    if (response.status === 304 && list) list = { ...list, at: Date.now() };
    else if (response.ok) {
      const body = (await response.json()) as { journeys?: Record<string, PublishedVersion> };
      list = { journeys: body.journeys ?? {}, etag: response.headers.get('ETag'), at: Date.now(), audience: key };
    }
  } catch {
    // The bank cannot be asked (offline, or a host without the registry): the build's journeys
    // stay what new runs get, and the list is asked for again when the next journey opens.
  }
}

/** The published version new runs of the journey get, or undefined for the build's own. */
export async function currentPublished(flowId: string): Promise<PublishedVersion | undefined> {
  await refreshPublished();
  return list?.journeys[flowId];
}

/** A withdrawn version: its runs continue on `to`, each step on the one the map names. */
export interface MovedVersion {
  migrate: MigrationMap;
  to: PublishedVersion;
}

/** A version a run started on (published or since retired), or where its runs moved; undefined when the bank has none. */
export async function publishedVersion(flowId: string, version: number): Promise<PublishedVersion | MovedVersion | undefined> {
  const listed = list?.journeys[flowId];
  if (listed?.version === version) return listed;
  try {
    const response = await fetch(`journeys/versions/${encodeURIComponent(flowId)}/${version}`, { credentials: 'same-origin' });
    return response.ok ? ((await response.json()) as PublishedVersion | MovedVersion) : undefined;
  } catch {
    return undefined;
  }
}

/** A published version's compiled journey, imported from the bank. */
export function importPublished(published: PublishedVersion): Promise<JourneyModule> {
  const url = new URL(`journeys/bundles/${published.bundle}`, document.baseURI).href;
  return import(/* @vite-ignore */ url) as Promise<JourneyModule>;
}
