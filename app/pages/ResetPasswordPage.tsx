// Target of the 'go reset' button of the password-upgrade dialog (E001101338): the customer is
// told the password system was upgraded and sets a new log-on password in the change-password
// journey (/settings/password), where the bank checks the current one.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Result } from 'antd-mobile';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="result-step">
      <Result status="info" title={t('page.resetPassword')} description={t('page.resetPasswordBody')} />
      <div className="step-buttons">
        <Button block color="primary" size="large" onClick={() => navigate('/settings/password')}>
          {t('page.resetPasswordGo')}
        </Button>
      </div>
    </div>
  );
}

export { ResetPasswordPage as Component };
