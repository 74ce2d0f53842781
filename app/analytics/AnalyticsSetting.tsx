// My settings: the customer's choice to share usage statistics (spec section 7 analytics),
// kept on this device. A native checkbox in the switch role: keyboard and screen readers know it.
import { useId, useState } from 'react';
import { List } from 'antd-mobile';
import type { Locale, LocalText } from '../../engine/core/flow-types';
import { analyticsOptedOut, setAnalyticsOptOut } from './opt-out';

const TEXTS = {
  label: { 'zh-TW': '分享使用統計', 'zh-CN': '分享使用统计', en: 'Share usage statistics' },
  help: {
    'zh-TW': '只記錄瀏覽的頁面及點擊的按鈕，不包括賬號、金額或身份證明資料。只適用於此裝置。',
    'zh-CN': '只记录浏览的页面及点击的按钮，不包括账号、金额或身份证明资料。只适用于此设备。',
    en: 'Only the pages you open and the buttons you press, never account numbers, amounts or ID details. Applies to this device.',
  },
} satisfies Record<string, LocalText>;

export function AnalyticsSetting({ locale }: { locale: Locale }) {
  const [sharing, setSharing] = useState(() => !analyticsOptedOut());
  const id = useId();
  return (
    <List>
      <List.Item
        description={<span id={`${id}-help`}>{TEXTS.help[locale]}</span>}
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
        <label htmlFor={id}>{TEXTS.label[locale]}</label>
      </List.Item>
    </List>
  );
}
