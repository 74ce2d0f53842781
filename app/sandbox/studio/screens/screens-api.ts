// The screen snapshots' calls to the sandbox bank (server/http/studio-screens.ts).
import { loadConfig } from '../../../../bridge';
import type { Flow } from '../../../../engine/core/flow-types';
import { staffHeaders } from '../staff-session';
import { request, type StudioFixture } from '../studio-api';

export interface Composition {
  path: string;
  flow: Flow;
  forms: Record<string, Record<string, unknown>>;
  fixtures: StudioFixture[];
}

export interface Shot {
  tree: string;
  picture: string;
  findings: string[];
}

/** A screen the last run found different from the baseline (server/studio/screens/review.ts). */
export interface ReviewItem {
  flow: string;
  step: string;
  screen: string;
  reasons: ('new' | 'picture' | 'tree' | 'findings')[];
  shot: Shot;
  before?: Shot;
  newFindings: string[];
  details: string[];
  state: 'changed' | 'refused';
  /** The last accepted picture is on this machine. */
  hasBefore: boolean;
}

export interface AllowedFindings {
  flow: string;
  step: string;
  screen: string;
  findings: string[];
}

export const screensApi = {
  composition: (flowId: string) => request<Composition>(`screens/composition/${encodeURIComponent(flowId)}`),
  review: () => request<{ items: ReviewItem[] }>('screens/review').then((r) => r.items),
  decide: (item: ReviewItem, decision: 'accept' | 'refuse') => request<{ ok: boolean }>('screens/decide', { flow: item.flow, step: item.step, screen: item.screen, decision }),
  findings: () => request<{ findings: AllowedFindings[] }>('screens/findings').then((r) => r.findings),
  /** A picture as an image the page can draw (fetched with the staff header, so not a plain img src). */
  picture: async (item: ReviewItem, which: 'accepted' | 'current'): Promise<ImageBitmap> => {
    const { apiRoot } = await loadConfig();
    const q = new URLSearchParams({ flow: item.flow, step: item.step, screen: item.screen, which });
    const response = await fetch(`${apiRoot}studio/screens/picture?${q}`, { credentials: 'same-origin', headers: staffHeaders() });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return createImageBitmap(await response.blob());
  },
};
