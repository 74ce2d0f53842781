// Texts of the merchant picker, read directly by locale like the other widgets' texts
// (widgets/README.md): the widget never depends on the app's translation bundle.
import type { WidgetLocale } from '../context';

const TEXTS = {
  'zh-TW': {
    choose: '請選擇商戶名稱',
    search: '輸入商戶名稱或關鍵字',
    category: '商戶類別',
    allCategories: '所有類別',
    noNameResult: '沒有相符的商戶名稱',
    noSearchResult: '沒有搜尋結果',
    billType: '賬單類型',
    billNoHint: '賬單號碼說明：',
    close: '關閉',
  },
  'zh-CN': {
    choose: '请选择商户名称',
    search: '输入商户名称或关键字',
    category: '商户类别',
    allCategories: '所有类别',
    noNameResult: '没有相符的商户名称',
    noSearchResult: '没有搜索结果',
    billType: '账单类型',
    billNoHint: '账单号码说明：',
    close: '关闭',
  },
  en: {
    choose: 'Please select the merchant name',
    search: 'Merchant name or keyword',
    category: 'Merchant category',
    allCategories: 'All categories',
    noNameResult: 'No merchant name result',
    noSearchResult: 'No search result',
    billType: 'Bill type',
    billNoHint: 'Bill no.: ',
    close: 'Close',
  },
} as const satisfies Record<WidgetLocale, Record<string, string>>;

export type MerchantTextKey = keyof (typeof TEXTS)['en'];

export function merchantTexts(locale: WidgetLocale): Record<MerchantTextKey, string> {
  return TEXTS[locale];
}
