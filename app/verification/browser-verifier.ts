// The verifier of the browser, built the first time a journey asks for a verification (so the
// flow page does not carry it): the sheets of the shell, two SMS hooks (a business type's code
// is sent for ITSI500005, a caller's modes' for ITSI190030), and the face scan page, which
// replaces the current page (spec: /scan-face/index.html#/scan-face/index) and comes back with
// the accepted scan's id.
import type { Verifier } from '../../engine/core';
import type { AppServices } from '../services';
import { createVerifier } from '../security/verifier';
import { createSmsVerification } from '../security/sms-verification';
import { newRequestId, replacePage, waitForFaceScan } from './events';
import { textNamespace } from '../../engine/core/text-namespace';
import zhTW from '../../locales/verification/zh-TW.json';
import zhCN from '../../locales/verification/zh-CN.json';
import en from '../../locales/verification/en.json';

const VERIFICATION = /* @__PURE__ */ textNamespace('verification', { 'zh-TW': zhTW, 'zh-CN': zhCN, en });

export async function scanFace(): Promise<{ faceScanId: string } | null> {
  const rid = newRequestId();
  const back = window.location.hash.replace(/^#/, '') || '/mine/index';
  const result = waitForFaceScan(rid);
  replacePage(`/scan-face/index?${new URLSearchParams({ rid, backUrl: back })}`);
  const { faceScanId } = await result;
  return faceScanId ? { faceScanId } : null;
}

export function browserVerifier(services: AppServices): Verifier {
  const { device, client, authPrompt, passwordPrompt, activationPrompt, smsPrompt } = services;
  const newId = () => crypto.randomUUID().replace(/-/g, '');
  return createVerifier({
    device,
    client,
    tokenPrompt: authPrompt,
    passwordPrompt,
    activation: activationPrompt,
    sms: createSmsVerification({ client, prompt: smsPrompt, newId }),
    modeSms: createSmsVerification({ client, prompt: smsPrompt, newId, purpose: 'ITSI190030' }),
    face: () => scanFace(),
    unavailable: () => VERIFICATION.text('unavailable', services.locale.current),
  });
}
