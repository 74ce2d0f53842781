// The customer's language: Traditional Chinese (the default), Simplified Chinese, English.
export type Locale = 'zh-TW' | 'zh-CN' | 'en';
export const LOCALES: readonly Locale[] = ['zh-TW', 'zh-CN', 'en'];
