// The channels a journey runs in (spec sections 1 and 9, bridge/channel/detect.ts), as the
// preview frames them: the host's title bar, and the channel and app ids the requests carry.
// A plain browser is the web bank's channel in an ordinary browser window (address bar, no host).
// The names are the studio's texts (locales/studio/, `channel_<id>`).
import type { Locale } from '../../../engine/core/flow-types';
import { CHANNELS } from '../../../bridge/channel/detect';
import { STUDIO } from './texts';

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
  { id: 'app', name: STUDIO.local('channel_app'), ...ids('app') },
  { id: 'mini', name: STUDIO.local('channel_mini'), ...ids('mini'), capsule: true },
  { id: 'web', name: STUDIO.local('channel_web'), ...ids('web') },
  { id: 'alipay', name: STUDIO.local('channel_alipay'), ...ids('alipay') },
  { id: 'browser', name: STUDIO.local('channel_browser'), ...ids('web'), address: 'https://bank.example/#/…' },
];

function ids(channel: keyof typeof CHANNELS): { channelId: string; appId: string } {
  return { channelId: CHANNELS[channel].channelId, appId: CHANNELS[channel].appId };
}
