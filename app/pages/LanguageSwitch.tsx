// Switches the UI language at once and remembers it on this device. Three native radio
// buttons shown as pills: the arrow keys move between them, a screen reader names the group,
// and the first screen carries no selector component for it.
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services';
import { applyLocale } from '../device/apply-locale';
import { SUPPORTED } from '../i18n';

export const LanguageSwitch = observer(function LanguageSwitch() {
  const { locale } = useServices();
  const { t } = useTranslation();
  return (
    <div className="language-switch" role="radiogroup" aria-label={t('lang.label')}>
      {SUPPORTED.map((l) => (
        <label key={l} className="language-option">
          <input type="radio" name="ui-language" value={l} checked={locale.current === l} onChange={() => void applyLocale(locale, l)} />
          <span>{t(`lang.${l}`)}</span>
        </label>
      ))}
    </div>
  );
});
