// Texts of the home, the all-menu, search and their notices, in the three languages. They
// live with these pages (lazily loaded) rather than in the shell's catalogue, which every
// page, the log-on page first, downloads.
import type { LocalText, Locale } from '../../engine/core';

const t = (zhTW: string, zhCN: string, en: string): LocalText => ({ 'zh-TW': zhTW, 'zh-CN': zhCN, en });

export const HOME_TEXTS = {
  allServices: t('全部功能', '全部功能', 'All services'),
  search: t('搜尋', '搜索', 'Search'),
  totalBalance: t('總結餘', '总结余', 'Total balance'),
  hideBalances: t('隱藏結餘', '隐藏结余', 'Hide balances'),
  hidden: t('已隱藏', '已隐藏', 'Hidden'),
  notices: t('通知', '通知', 'Notices'),
  unread: t('{{n}} 則未讀', '{{n}} 条未读', '{{n}} unread'),
  noUnread: t('沒有未讀通知', '没有未读通知', 'No unread notices'),
  quickActions: t('常用功能', '常用功能', 'Quick actions'),
  transferRecords: t('轉賬記錄', '转账记录', 'Transfer records'),
  settings: t('設定', '设定', 'Settings'),
  welcome: t('歡迎使用流動銀行', '欢迎使用流动银行', 'Welcome to mobile banking'),
  prospectIntro: t(
    '登入以查看賬戶、轉賬及繳費。未登入亦可查看以下資訊。',
    '登入以查看账户、转账及缴费。未登入亦可查看以下资讯。',
    'Log on to see your accounts, transfer and pay bills. These are open to everyone:',
  ),
  fpsInfo: t('認識轉數快', '认识转数快', 'About FPS'),
  antiScam: t('防騙貼士', '防骗贴士', 'Anti-scam tips'),
  openAccount: t('網上開戶', '网上开户', 'Open an account'),
  byCurrency: t('按貨幣', '按货币', 'by currency'),
  // Menu
  menuTitle: t('全部功能', '全部功能', 'All services'),
  // Search
  searchLabel: t('搜尋功能、收款人及轉賬記錄', '搜索功能、收款人及转账记录', 'Search services, payees and transfer records'),
  searchHint: t(
    '可輸入繁體或簡體中文，或英文。',
    '可输入繁体或简体中文，或英文。',
    'Type in Traditional or Simplified Chinese, or English.',
  ),
  services: t('功能', '功能', 'Services'),
  payees: t('收款人', '收款人', 'Payees'),
  records: t('轉賬記錄', '转账记录', 'Transfer records'),
  noResult: t('沒有搜尋結果', '没有搜索结果', 'No search result'),
  results: t('共 {{n}} 項結果', '共 {{n}} 项结果', '{{n}} results'),
  logOnForMore: t('登入後可搜尋收款人及轉賬記錄。', '登入后可搜索收款人及转账记录。', 'Log on to search your payees and transfer records too.'),
} as const satisfies Record<string, LocalText>;

export type HomeTextKey = keyof typeof HOME_TEXTS;

export function homeText(key: HomeTextKey, locale: Locale, values: Record<string, string | number> = {}): string {
  return HOME_TEXTS[key][locale].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The spec's shortcut groups as the menu heads them. */
export const GROUP_TITLES: Readonly<Record<string, LocalText>> = {
  deposit: t('存款', '存款', 'Deposits'),
  account: t('賬戶', '账户', 'Accounts'),
  'account-detail': t('賬戶詳情', '账户详情', 'Account details'),
  forex: t('外匯', '外汇', 'Foreign exchange'),
  'transfer-pay': t('轉賬及付款', '转账及付款', 'Transfers and payments'),
  verification: t('身份驗證', '身份验证', 'Verification'),
  openAccount: t('開戶', '开户', 'Open an account'),
  settings: t('設定', '设定', 'Settings'),
  mortgage: t('按揭', '按揭', 'Mortgages'),
  notice: t('通知', '通知', 'Notices'),
  'precious-metal': t('貴金屬', '贵金属', 'Precious metals'),
  stock: t('股票', '股票', 'Stocks'),
  'general-bank-serve': t('銀行服務', '银行服务', 'Bank services'),
};
