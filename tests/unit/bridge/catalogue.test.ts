import { describe, expect, it } from 'vitest';
import { MESSAGES, message, UI_LOCALES, type MessageKey } from '../../../bridge';

describe('error catalogue', () => {
  it('has a non-empty text in every UI locale for every key', () => {
    for (const [key, texts] of Object.entries(MESSAGES)) {
      expect(Object.keys(texts).sort(), key).toEqual([...UI_LOCALES].sort());
      for (const locale of UI_LOCALES) expect(texts[locale].trim(), `${key} ${locale}`).not.toBe('');
    }
  });

  it('holds the spec texts', () => {
    expect(message('network', 'zh-CN')).toBe('网络连接失败，请重试');
    expect(message('network', 'zh-TW')).toBe('網絡連接失敗，請重試');
    expect(message('session-timeout', 'en')).toBe('Session timed out, please log in again.');
    expect(message('session-timeout', 'zh-TW')).toBe('會話已逾時，請重新登入。');
    expect(message('session-timeout', 'zh-CN')).toBe('会话已超时，请重新登录。');
    expect(message('tip', 'en')).toBe('Tip');
    expect(message('tip', 'zh-TW')).toBe('提示');
    expect(message('processing', 'en')).toBe('Processing, please be patient');
    expect(message('go-reset', 'en')).toBe('Go reset');
  });

  it('defaults to Traditional Chinese', () => {
    expect(message('timeout')).toBe(message('timeout', 'zh-TW'));
    const keys: MessageKey[] = ['network', 'timeout', 'parse', 'password-upgrade'];
    for (const key of keys) expect(message(key)).toBe(MESSAGES[key]['zh-TW']);
  });
});
