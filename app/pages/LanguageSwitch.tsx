// Switches the UI language at once and remembers it on this device.
import { observer } from 'mobx-react-lite';
import { Selector } from 'antd-mobile';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { persistLocale, useServices } from '../services';
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
          locale.set(next);
          persistLocale(next);
          void i18next.changeLanguage(next);
          document.documentElement.lang = next === 'en' ? 'en' : next === 'zh-CN' ? 'zh-Hans' : 'zh-Hant';
        }}
      />
    </div>
  );
});
