// The header object of every request (spec section 3). The app owns the facts that go
// into it (UI language, channel, device), so the client only asks a provider for it.
import type { RequestHeader as WireRequestHeader } from '../../generated/types/api';
import { toHeaderLocale, type HeaderLocale, type UiLocale } from '../i18n/locale';
import type { ChannelInfo } from '../channel/detect';

/**
 * What this front end sends: every field of the bank's header schema
 * (schemas/entities/request-header.json), as text. A field added there must be filled here;
 * `flow` only travels with money-moving requests (CallOptions.flow).
 */
export type RequestHeader = { [K in Exclude<keyof Required<WireRequestHeader>, 'flow'>]: string } & { locale: HeaderLocale; flow?: string };

export type HeaderProvider = () => RequestHeader;

export interface HeaderSources {
  /** Read on every call, so a language switch applies to the next request. */
  locale: () => UiLocale;
  channel: ChannelInfo;
  deviceId: () => string;
  appVersion: string;
  /** Defaults to the channel name. */
  termType?: string;
  /** Only the native app can supply these; a browser sends them empty. */
  termMac?: () => string;
  position?: () => { longitude: string; latitude: string } | undefined;
  /** Set by the native app when it encrypts the body; empty on the web. */
  algorithmID?: string;
}

export function createHeaderProvider(sources: HeaderSources): HeaderProvider {
  return () => {
    const position = sources.position?.();
    return {
      appId: sources.channel.appId,
      locale: toHeaderLocale(sources.locale()),
      termType: sources.termType ?? sources.channel.channel,
      termNo: sources.deviceId(),
      termMac: sources.termMac?.() ?? '',
      longitude: position?.longitude ?? '',
      latitude: position?.latitude ?? '',
      appVersion: sources.appVersion,
      originalChannelId: sources.channel.channelId,
      algorithmID: sources.algorithmID ?? '',
    };
  };
}
