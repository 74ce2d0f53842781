// Texts of the step templates themselves (the flow supplies everything journey-specific).
import type { Locale, LocalText } from '../core/flow-types';

const TEXTS = {
  next: { 'zh-TW': '下一步', 'zh-CN': '下一步', en: 'Next' },
  confirm: { 'zh-TW': '確認', 'zh-CN': '确认', en: 'Confirm' },
  amend: { 'zh-TW': '修改', 'zh-CN': '修改', en: 'Amend' },
  retry: { 'zh-TW': '重試', 'zh-CN': '重试', en: 'Retry' },
  loading: { 'zh-TW': '載入中…', 'zh-CN': '加载中…', en: 'Loading…' },
  processing: { 'zh-TW': '處理中，請耐心等候', 'zh-CN': '处理中，请耐心等候', en: 'Processing, please be patient' },
  filter: { 'zh-TW': '篩選', 'zh-CN': '筛选', en: 'Filter' },
  reset: { 'zh-TW': '重置', 'zh-CN': '重置', en: 'Reset' },
  previousPage: { 'zh-TW': '上一頁', 'zh-CN': '上一页', en: 'Previous page' },
  nextPage: { 'zh-TW': '下一頁', 'zh-CN': '下一页', en: 'Next page' },
  pageOf: { 'zh-TW': '第 {page} 頁，共 {count} 頁', 'zh-CN': '第 {page} 页，共 {count} 页', en: 'Page {page} of {count}' },
  pages: { 'zh-TW': '分頁', 'zh-CN': '分页', en: 'Pages' },
  referenceNo: { 'zh-TW': '參考編號', 'zh-CN': '参考编号', en: 'Reference number' },
  verifyDetails: { 'zh-TW': '請核對以下資料', 'zh-CN': '请核对以下资料', en: 'Please verify the details' },
} satisfies Record<string, LocalText>;

export type AdapterTextKey = keyof typeof TEXTS;

export function adapterText(key: AdapterTextKey, locale: Locale): string {
  return TEXTS[key][locale];
}
