// The face mode of a verification: the existing face scan page (/scan-face/index) replaces the
// current page (spec: /scan-face/index.html#/scan-face/index replaces the current page), takes
// its two frames, has the bank accept them (ITSI510030) and comes back with the scan's id, which
// the multiple verify names (the bank accepts each scan once, within minutes).
import { appNavigate, currentLocation } from './navigator';
import { newRequestId } from './events';

export interface FaceScanResult {
  rid: string;
  faceScanId?: string;
}

const waiters = new Map<string, (result: FaceScanResult) => void>();

/** The scan page's answer: a scan id, or none when the customer left without one. */
export function publishFaceScan(result: FaceScanResult): void {
  const waiter = waiters.get(result.rid);
  waiters.delete(result.rid);
  waiter?.(result);
}

export async function scanFace(): Promise<{ faceScanId: string } | null> {
  const rid = newRequestId();
  const back = currentLocation();
  const result = new Promise<FaceScanResult>((resolve) => waiters.set(rid, resolve));
  appNavigate(`/scan-face/index?${new URLSearchParams({ rid, backUrl: back })}`, { replace: true });
  const { faceScanId } = await result;
  return faceScanId ? { faceScanId } : null;
}
