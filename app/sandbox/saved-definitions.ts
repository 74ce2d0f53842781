// The definitions the studio saved (docs/studio.md), for the tabs where it was opened: the
// built app carries each flow as it was at build time, and a product owner who saved a change
// wants to walk it at once. The sandbox bank reads the file as it is now; anything but a
// definition (a bank in production has no studio) leaves the built one in place.
import { loadConfig } from '../../bridge';
import type { Flow } from '../../engine/core/flow-types';
import { staffHeaders } from './studio/staff-session';

export async function savedDefinition(flowId: string): Promise<{ flow: Flow; definition: string } | undefined> {
  try {
    const { apiRoot } = await loadConfig();
    const response = await fetch(`${apiRoot}studio/definitions/${encodeURIComponent(flowId)}`, { credentials: 'same-origin', headers: staffHeaders() });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { flow?: Flow; definition?: string };
    return body.flow?.id === flowId && typeof body.definition === 'string' ? { flow: body.flow, definition: body.definition } : undefined;
  } catch {
    return undefined;
  }
}
