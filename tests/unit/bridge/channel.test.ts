import { describe, expect, it } from 'vitest';
import { detectChannel } from '../../../bridge';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('channel detection', () => {
  it('recognises the bank app by its user agent marker', () => {
    expect(detectChannel(`${IPHONE} XPMBS/5.2.0`)).toEqual({ channel: 'app', channelId: 'H112', appId: 'XPMBS' });
  });

  it('recognises the bank app by its injected bridge object', () => {
    expect(detectChannel(IPHONE, '', { XPMBSBridge: {} }).channel).toBe('app');
    expect(detectChannel(IPHONE, '', { XPMBSBridge: undefined }).channel).toBe('web');
  });

  it('recognises a messaging mini page', () => {
    const ua = `${IPHONE} MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN miniProgram`;
    expect(detectChannel(ua)).toEqual({ channel: 'mini', channelId: 'E03-WX', appId: 'XPMBS-WX' });
    const envOnly = `${IPHONE} MicroMessenger/8.0.47`;
    expect(detectChannel(envOnly, '', { __wxjs_environment: 'miniprogram' }).channel).toBe('mini');
  });

  it('treats the messaging in-app browser outside a mini page as the web bank', () => {
    expect(detectChannel(`${IPHONE} MicroMessenger/8.0.47`).channel).toBe('web');
  });

  it('recognises Alipay', () => {
    expect(detectChannel(`${IPHONE} AlipayClient/10.5.0 Language/zh-Hans`)).toEqual({
      channel: 'alipay',
      channelId: 'E03-Alipay',
      appId: 'XPMBS',
    });
  });

  it('treats a plain browser as the web bank', () => {
    expect(detectChannel(DESKTOP)).toEqual({ channel: 'web', channelId: 'E03-WEB', appId: 'XPMBS' });
    expect(detectChannel('')).toEqual({ channel: 'web', channelId: 'E03-WEB', appId: 'XPMBS' });
  });

  it('lets ?channel= override detection, ignoring unknown values', () => {
    expect(detectChannel(DESKTOP, '?channel=app').channel).toBe('app');
    expect(detectChannel(DESKTOP, '?foo=1&channel=mini').appId).toBe('XPMBS-WX');
    expect(detectChannel(`${IPHONE} XPMBS/5.2.0`, '?channel=web').channel).toBe('web');
    expect(detectChannel(DESKTOP, '?channel=toString').channel).toBe('web');
    expect(detectChannel(DESKTOP, '?channel=bogus').channel).toBe('web');
  });
});
