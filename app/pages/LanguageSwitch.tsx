// Switches the UI language at once and remembers it on this device.
import { observer } from 'mobx-react-lite';
import { Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services';
import { applyLocale } from '../device/apply-locale';
import { SUPPORTED } from '../i18n';
import type { Locale } from '../../engine/core';

export const LanguageSwitch = observer(function LanguageSwitch() {
  const { locale } = useServices();
  const { t } = useTranslation();
  return (
    <div className="language-switch" aria-label={t('lang.label')}>
      <Selector<Locale>
        columns={3}
        value={[locale.current]}
        options={SUPPORTED.map((l) => ({ label: t(`lang.${l}`), value: l }))}
        onChange={(values) => {
          const next = values[0];
          if (!next) return;
          applyLocale(locale, next);
        }}
      />
    </div>
  );
});
