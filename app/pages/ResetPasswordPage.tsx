// Target of the 'go reset' button of the password-upgrade dialog.
import { useTranslation } from 'react-i18next';
import { Result } from 'antd-mobile';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  return <Result status="info" title={t('page.resetPassword')} description={t('page.resetPasswordBody')} />;
}

export { ResetPasswordPage as Component };
