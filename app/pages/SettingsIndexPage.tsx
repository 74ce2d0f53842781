// The settings hub (/settings/index): every settings page of the product, listed from the same
// source as the all-services menu (each flow's `menu` with group 'settings', plus the shell's
// own settings pages), so a new settings journey appears here without editing this page.
// Pages that need a log-on are marked and lead through the log-on first.
import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useServices } from '../services';
import type { Locale } from '../../engine/core';
import { textNamespace } from '../../engine/core/text-namespace';
import zhTW from '../../locales/settings/zh-TW.json';
import zhCN from '../../locales/settings/zh-CN.json';
import en from '../../locales/settings/en.json';
import { ALL_ENTRIES, type MenuEntry } from '../menu/entries';
import { MenuIcon } from '../menu/MenuIcon';

const SETTINGS = /* @__PURE__ */ textNamespace('settings', { 'zh-TW': zhTW, 'zh-CN': zhCN, en });

export const SETTINGS_HUB_ROUTE = '/settings/index';

/** The hub's entries: every settings entry but the hub itself, in menu order. */
export function settingsEntries(entries: readonly MenuEntry[] = ALL_ENTRIES): MenuEntry[] {
  return entries.filter((e) => e.group === 'settings' && e.route !== SETTINGS_HUB_ROUTE);
}

export const SettingsIndexPage = observer(function SettingsIndexPage() {
  const { locale, session } = useServices();
  const l: Locale = locale.current;
  const headingId = useId();
  return (
    <div className="menu-page settings-index">
      <h1 id={headingId} className="home-title">
        {SETTINGS.text('hubTitle', l)}
      </h1>
      <ul className="menu-links" aria-labelledby={headingId}>
        {settingsEntries().map((entry) => (
          <li key={entry.flowId}>
            <a className="menu-link" href={`#${entry.route}`} data-flow={entry.flowId}>
              <MenuIcon name={entry.icon} />
              <span>{entry.title[l]}</span>
              {entry.login && !session.isLogon && <small className="settings-index__login"> ({SETTINGS.text('loginNeeded', l)})</small>}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});

export { SettingsIndexPage as Component };
