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

const UNAVAILABLE = {
  'zh-TW': '此處未能以此方式驗證，請改用其他方式。',
  'zh-CN': '此处未能以此方式验证，请改用其他方式。',
  en: 'This verification method is not available here. Please use another way.',
} as const;

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
    unavailable: () => UNAVAILABLE[services.locale.current],
  });
}
