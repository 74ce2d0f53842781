// Texts of the step templates themselves (the flow supplies everything journey-specific).
import type { Locale, LocalText } from '../core/flow-types';

const TEXTS = {
  next: { 'zh-TW': '下一步', 'zh-CN': '下一步', en: 'Next' },
  confirm: { 'zh-TW': '確認', 'zh-CN': '确认', en: 'Confirm' },
  amend: { 'zh-TW': '修改', 'zh-CN': '修改', en: 'Amend' },
  retry: { 'zh-TW': '重試', 'zh-CN': '重试', en: 'Retry' },
  ok: { 'zh-TW': '確定', 'zh-CN': '确定', en: 'OK' },
  loading: { 'zh-TW': '載入中…', 'zh-CN': '加载中…', en: 'Loading…' },
  processing: { 'zh-TW': '處理中，請耐心等候', 'zh-CN': '处理中，请耐心等候', en: 'Processing, please be patient' },
  filter: { 'zh-TW': '篩選', 'zh-CN': '筛选', en: 'Filter' },
  reset: { 'zh-TW': '重置', 'zh-CN': '重置', en: 'Reset' },
  referenceNo: { 'zh-TW': '參考編號', 'zh-CN': '参考编号', en: 'Reference number' },
  verifyDetails: { 'zh-TW': '請核對以下資料', 'zh-CN': '请核对以下资料', en: 'Please verify the details' },
  pullToRefresh: { 'zh-TW': '下拉刷新', 'zh-CN': '下拉刷新', en: 'Pull down to refresh' },
  releaseToRefresh: { 'zh-TW': '鬆開立即刷新', 'zh-CN': '松开立即刷新', en: 'Release to refresh' },
  refreshing: { 'zh-TW': '刷新中…', 'zh-CN': '刷新中…', en: 'Refreshing…' },
  refreshed: { 'zh-TW': '已刷新', 'zh-CN': '已刷新', en: 'Refreshed' },
  refresh: { 'zh-TW': '刷新', 'zh-CN': '刷新', en: 'Refresh' },
  loadMore: { 'zh-TW': '載入更多', 'zh-CN': '加载更多', en: 'Load more' },
  loadMoreFailed: { 'zh-TW': '載入失敗，請重試', 'zh-CN': '加载失败，请重试', en: 'Could not load more: try again' },
  noMore: { 'zh-TW': '沒有更多記錄', 'zh-CN': '没有更多记录', en: 'No more records' },
  chartTable: { 'zh-TW': '以表格顯示數據', 'zh-CN': '以表格显示数据', en: 'Show the figures as a table' },
  locateMe: { 'zh-TW': '按我的位置排序', 'zh-CN': '按我的位置排序', en: 'Sort by distance from me' },
  locating: { 'zh-TW': '正在取得位置…', 'zh-CN': '正在获取位置…', en: 'Finding your position…' },
  locationDenied: { 'zh-TW': '未能取得位置：請在瀏覽器設定中允許使用位置', 'zh-CN': '未能获取位置：请在浏览器设置中允许使用位置', en: 'Your position is not available: allow location in the browser settings' },
  sortedByDistance: { 'zh-TW': '已按距離排序，最近的在前', 'zh-CN': '已按距离排序，最近的在前', en: 'Sorted by distance, nearest first' },
  distance: { 'zh-TW': '距離', 'zh-CN': '距离', en: 'Distance' },
  map: { 'zh-TW': '地圖', 'zh-CN': '地图', en: 'Map' },
  stepOf: { 'zh-TW': '第 {k} 步，共 {n} 步', 'zh-CN': '第 {k} 步，共 {n} 步', en: 'Step {k} of {n}' },
  stepDone: { 'zh-TW': '已完成', 'zh-CN': '已完成', en: 'done' },
  // A list of entries in a form (an array): each entry and its buttons, named with the list's label.
  arrayItem: { 'zh-TW': '{label}（第 {n} 項）', 'zh-CN': '{label}（第 {n} 项）', en: '{label} {n}' },
  arrayAdd: { 'zh-TW': '新增{label}', 'zh-CN': '新增{label}', en: 'Add to {label}' },
  arrayRemove: { 'zh-TW': '刪除', 'zh-CN': '删除', en: 'Remove' },
  arrayRemoveItem: { 'zh-TW': '刪除{item}', 'zh-CN': '删除{item}', en: 'Remove {item}' },
  arrayMoveUp: { 'zh-TW': '上移', 'zh-CN': '上移', en: 'Move up' },
  arrayMoveUpItem: { 'zh-TW': '上移{item}', 'zh-CN': '上移{item}', en: 'Move up {item}' },
  arrayMoveDown: { 'zh-TW': '下移', 'zh-CN': '下移', en: 'Move down' },
  arrayMoveDownItem: { 'zh-TW': '下移{item}', 'zh-CN': '下移{item}', en: 'Move down {item}' },
} satisfies Record<string, LocalText>;

export type AdapterTextKey = keyof typeof TEXTS;

export function adapterText(key: AdapterTextKey, locale: Locale, values?: Record<string, string | number>): string {
  const text = TEXTS[key][locale];
  return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;
}
