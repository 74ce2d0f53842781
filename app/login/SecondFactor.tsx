// The second step of a password log-on: the bound device's mobile token by default, an SMS code
// to the registered mobile as the fallback (the bank names the modes it accepts). The token
// sheet and the SMS sheet are the same ones transactions use; the bank checks every code.
import { useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { ErrorNotice } from '../../engine/react/ErrorNotice';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services';
import type { SentCode, SmsChallenge } from '../auth/sms-prompt';
import type { SessionUser } from '../session/session-store';
import type { ITSI100004Request } from '../../generated/types/api';
import { BusyButton } from '../../widgets/shared/BusyButton';

export interface PendingSecondFactor {
  ticket: string;
  modes: ('token' | 'sms')[];
  maskedMobile: string;
  expiresAt: string;
}


/** The log-on step has expired or was used: only a new password log-on helps. */
const TICKET_INVALID = 'E100000005';

export function SecondFactor(props: {
  pending: PendingSecondFactor;
  onLoggedOn: (token: string, user: SessionUser) => void;
  onRestart: (message?: string) => void;
}) {
  const services = useServices();
  const { client, device, authPrompt, smsPrompt } = services;
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  // Which factor is under way: its button shows the spinner, and neither starts twice.
  const [busy, setBusy] = useState<'token' | 'sms' | null>(null);
  // A code sent for this log-on stays usable after a wrong entry: offer it again, so a retry
  // never trips the 100-second resend rule.
  const sms = useRef<SmsChallenge | null>(null);
  const { ticket, modes } = props.pending;
  const tokenHere = modes.includes('token') && device.token.isActivated();
  const tokenElsewhere = modes.includes('token') && !tokenHere;

  const complete = async (proof: Omit<ITSI100004Request, 'ticket'>) => {
    const data = await client.call('ITSI100004', { ticket, ...proof });
    props.onLoggedOn(data.token, data.user);
  };

  const run = async (factor: 'token' | 'sms', step: () => Promise<void>) => {
    if (busy) return;
    setBusy(factor);
    setError(null);
    try {
      await step();
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === TICKET_INVALID) props.onRestart((e as Error).message);
      else setError((e as Error).message);
    } finally {
      setBusy(null);
    }
  };

  const withToken = () =>
    run('token', async () => {
      const otp = await authPrompt.open({ method: 'mobile-token', flowId: 'login', stepId: 'second-factor', tx: 'ITSI100004', payload: {} });
      if (otp) await complete({ method: 'token', clientDeviceId: device.deviceId(), otp });
    });

  const withSms = () =>
    run('sms', async () => {
      const send = async (): Promise<SmsChallenge> => {
        const sent = await client.call('ITSI100005', { ticket });
        sms.current = { ...sent, reason: 'login.smsReason', resend: send };
        return sms.current;
      };
      const known = sms.current;
      const challenge = known && Date.parse(known.expiresAt) > Date.now() ? known : await send();
      const answer = await smsPrompt.open(challenge);
      if (answer) await complete({ method: 'sms', challengeId: answer.challengeId, otp: answer.otp });
    });

  return (
    <section className="login-second-factor" aria-labelledby="login-second-factor-title">
      <h2 id="login-second-factor-title">{t('login.secondFactor.title')}</h2>
      <p className="step-note">{t(tokenHere ? 'login.secondFactor.withToken' : 'login.secondFactor.withSms', { mobile: props.pending.maskedMobile })}</p>
      {tokenElsewhere && <p className="step-note">{t('login.secondFactor.tokenElsewhere')}</p>}
      <ErrorNotice message={error} />
      <div className="step-buttons">
        {tokenHere && (
          <BusyButton block color="primary" size="large" loading={busy === 'token'} onClick={() => void withToken()}>
            {t('login.secondFactor.tokenButton')}
          </BusyButton>
        )}
        {modes.includes('sms') && (
          <BusyButton block color={tokenHere ? 'default' : 'primary'} fill={tokenHere ? 'outline' : 'solid'} size="large" loading={busy === 'sms'} onClick={() => void withSms()}>
            {t(tokenHere ? 'login.secondFactor.smsInstead' : 'login.secondFactor.smsButton')}
          </BusyButton>
        )}
        <Button block fill="none" onClick={() => props.onRestart()}>
          {t('login.secondFactor.back')}
        </Button>
      </div>
    </section>
  );
}
