// My settings: the customer's choice to share usage statistics (spec section 7 analytics),
// kept on this device. A native checkbox in the switch role: keyboard and screen readers know it.
import { useId, useState } from 'react';
import { List } from 'antd-mobile';
import type { Locale } from '../../engine/core/flow-types';
import { textNamespace } from '../../engine/core/text-namespace';
import zhTW from '../../locales/settings/zh-TW.json';
import zhCN from '../../locales/settings/zh-CN.json';
import en from '../../locales/settings/en.json';
import { analyticsOptedOut, setAnalyticsOptOut } from './opt-out';

const SETTINGS = /* @__PURE__ */ textNamespace('settings', { 'zh-TW': zhTW, 'zh-CN': zhCN, en });

export function AnalyticsSetting({ locale }: { locale: Locale }) {
  const [sharing, setSharing] = useState(() => !analyticsOptedOut());
  const id = useId();
  return (
    <List>
      <List.Item
        description={<span id={`${id}-help`}>{SETTINGS.text('analyticsHelp', locale)}</span>}
        extra={
          <input
            id={id}
            type="checkbox"
            role="switch"
            className="settings-switch"
            checked={sharing}
            aria-describedby={`${id}-help`}
            onChange={(event) => {
              setAnalyticsOptOut(!event.target.checked);
              setSharing(event.target.checked);
            }}
          />
        }
      >
        <label htmlFor={id}>{SETTINGS.text('analyticsLabel', locale)}</label>
      </List.Item>
    </List>
  );
}
