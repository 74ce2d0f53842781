// The verifier of the browser, built the first time a journey asks for a verification (so the
// flow page does not carry it): the sheets of the shell, two SMS hooks (a business type's code
// is sent for ITSI500005, a caller's modes' for ITSI190030), and the face scan page.
import i18next from 'i18next';
import type { Verifier } from '../../engine/core';
import type { AppServices } from '../services';
import { createVerifier } from '../security/verifier';
import { createSmsVerification } from '../security/sms-verification';
import { scanFace } from './face';

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
    unavailable: () => i18next.t('verification.unavailable'),
  });
}
