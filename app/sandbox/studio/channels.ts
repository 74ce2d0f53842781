// The channels a journey runs in (spec sections 1 and 9, bridge/channel/detect.ts), as the
// preview frames them: the host's title bar, and the channel and app ids the requests carry.
// A plain browser is the web bank's channel in an ordinary browser window (address bar, no host).
import type { Locale } from '../../../engine/core/flow-types';
import { CHANNELS } from '../../../bridge/channel/detect';

export interface ChannelFrame {
  id: 'app' | 'mini' | 'web' | 'alipay' | 'browser';
  name: Record<Locale, string>;
  channelId: string;
  appId: string;
  /** A browser's address bar. */
  address?: string;
  /** The mini page's menu capsule of the messaging app. */
  capsule?: boolean;
}

export const CHANNEL_FRAMES: ChannelFrame[] = [
  { id: 'app', name: { 'zh-TW': '銀行應用程式', 'zh-CN': '银行应用程序', en: 'Bank app' }, ...ids('app') },
  { id: 'mini', name: { 'zh-TW': '小程序', 'zh-CN': '小程序', en: 'Mini page' }, ...ids('mini'), capsule: true },
  { id: 'web', name: { 'zh-TW': '網上銀行', 'zh-CN': '网上银行', en: 'Web bank' }, ...ids('web') },
  { id: 'alipay', name: { 'zh-TW': '支付寶', 'zh-CN': '支付宝', en: 'Alipay' }, ...ids('alipay') },
  { id: 'browser', name: { 'zh-TW': '一般瀏覽器', 'zh-CN': '普通浏览器', en: 'Plain browser' }, ...ids('web'), address: 'https://bank.example/#/…' },
];

function ids(channel: keyof typeof CHANNELS): { channelId: string; appId: string } {
  return { channelId: CHANNELS[channel].channelId, appId: CHANNELS[channel].appId };
}
