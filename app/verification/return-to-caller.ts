// Back to the caller (action return-to-caller): the module's page is replaced by the caller's
// own address (backUrl, a path of this app only), else the button's `to`, else the home. A
// verification page first sends its result event to the caller (events.ts); one left without
// passing sends a not-passed event, so a caller waiting is never left waiting.
import type { FlowRun } from '../../engine/core';
import { safeRedirect } from '../routing/safe-redirect';
import { publishVerification, replacePage } from './events';

interface Verified {
  bizType?: string;
  theMods?: string[];
  ticket?: string;
  verified?: boolean;
}

export function returnToCaller(run: FlowRun, fallback = '/mine/index'): void {
  const stepId = Object.keys(run.flow.steps).find((id) => run.flow.steps[id]!.kind === 'verification');
  const { backUrl } = run.query;
  run.cancel();
  if (stepId) publishResult(run, stepId);
  replacePage(safeRedirect(backUrl, fallback));
}

function publishResult(run: FlowRun, stepId: string): void {
  const result = (stepId ? run.response[stepId] : undefined) as Verified | undefined;
  const { rid, bizType, theMods } = run.query;
  const modes = result?.theMods ?? (theMods ? safeModes(theMods) : undefined);
  publishVerification({
    ...(rid ? { rid } : {}),
    ...(result?.bizType ?? bizType ? { bizType: result?.bizType ?? bizType } : {}),
    ...(modes ? { theMods: modes } : {}),
    ...(result?.ticket ? { ticket: result.ticket } : {}),
    passed: result?.verified === true,
  });
}

function safeModes(theMods: string): string[] | undefined {
  try {
    const list: unknown = JSON.parse(theMods);
    return Array.isArray(list) ? list.filter((m): m is string => typeof m === 'string') : undefined;
  } catch {
    return undefined;
  }
}
