// Settings > Sign documents: the customer signs a loan or deposit agreement with this
// device's certificate (the bank app's key store, or in a browser a WebCrypto key; either
// way the key never leaves the device); the bank verifies the signature and records it.
import { useState } from 'react';
import { List, Radio, Result } from 'antd-mobile';
import { ErrorNotice } from '../../engine/react/ErrorNotice';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services';
import { signAgreement, type AgreementKind, type SignedAgreement } from './sign-documents';
import { BusyButton } from '../../widgets/shared/BusyButton';

/** The sandbox's sample agreements (the bank has no loan or deposit products here yet). */
const AGREEMENTS: Record<AgreementKind, string> = { loan: 'LA-2026-DEMO', deposit: 'TD-2026-DEMO' };

export function SignDocumentsPage() {
  const services = useServices();
  const { t } = useTranslation();
  const signer = services.device.signer;
  const [kind, setKind] = useState<AgreementKind>('loan');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [signed, setSigned] = useState<SignedAgreement | null>(null);

  const sign = async () => {
    setBusy(true);
    setError(null);
    try {
      setSigned(
        await signAgreement(
          { client: services.client, signer, deviceId: services.device.deviceId(), locale: services.locale.current },
          kind,
          AGREEMENTS[kind],
        ),
      );
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (signed) {
    return (
      <div className="sign-documents">
        <Result status="success" title={t('device.sign.signed')} />
        <List>
          <List.Item extra={signed.documentRef}>{t('device.sign.reference')}</List.Item>
          <List.Item extra={signed.certNo}>{t('device.sign.certNo')}</List.Item>
        </List>
      </div>
    );
  }
  return (
    <div className="sign-documents">
      <ErrorNotice message={error} />
      <p className="step-note">{t('device.sign.intro')}</p>
      <Radio.Group value={kind} onChange={(v) => setKind(v as AgreementKind)}>
        <List>
          {(Object.keys(AGREEMENTS) as AgreementKind[]).map((k) => (
            <List.Item key={k} extra={AGREEMENTS[k]}>
              {/* The radio's own label: tapping the agreement's name chooses it. */}
              <Radio value={k}>{t(`device.sign.${k}`)}</Radio>
            </List.Item>
          ))}
        </List>
      </Radio.Group>
      <div className="step-buttons">
        <BusyButton block color="primary" size="large" loading={busy} onClick={() => void sign()}>
          {t('device.sign.sign')}
        </BusyButton>
      </div>
    </div>
  );
}

export { SignDocumentsPage as Component };
