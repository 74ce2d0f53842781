// Target of the 'go reset' button of the password-upgrade dialog (E001101338): the customer is
// told the password system was upgraded and sets a new log-on password: logged on, in the
// change-password journey (/settings/password), where the bank checks the current one; at the
// log-on (the bank answers E001101338 there, so there is no session), in the forgotten-password
// journey, which proves who they are by ID number, birth date and an SMS code.
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Result } from 'antd-mobile';
import { useServices } from '../services';

export const ResetPasswordPage = observer(function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session } = useServices();
  return (
    <div className="result-step">
      <Result status="info" title={t('page.resetPassword')} description={t('page.resetPasswordBody')} />
      <div className="step-buttons">
        <Button block color="primary" size="large" onClick={() => navigate(session.isLogon ? '/settings/password' : '/settings/forget-password')}>
          {t('page.resetPasswordGo')}
        </Button>
      </div>
    </div>
  );
});

export { ResetPasswordPage as Component };
