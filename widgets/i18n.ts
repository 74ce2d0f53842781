// Texts the widgets show themselves (empty states, picker buttons, fallback labels).
// Widgets read them directly by locale (textsFor(ctx.locale)), so they never depend on which
// keys the app's translation bundle happens to contain. Labels of form fields are not here:
// the flow supplies them and the adapter passes them translated as ui:title / ui:placeholder.

import type { WidgetLocale } from './context';

const en = {
  availableBalance: 'Available balance',
  noAccount: 'No applicable withdrawal a/c',
  chooseAccount: 'Select an account',
  choosePayee: 'Choose from saved payees',
  searchBank: 'Search bank',
  noBankFound: 'No matching bank',
  sameBank: 'Same-bank transfer',
  chooseBank: 'Select a bank',
  payeeName: 'Payee name',
  payeeBank: 'Payee bank',
  payeeAccountNo: 'Payee account number',
  chooseDate: 'Select a date',
  pleaseSelect: 'Please select',
  otpLabel: 'One-time code',
  clear: 'Clear',
  confirm: 'Confirm',
  cancel: 'Cancel',
  close: 'Close',
  readConditions: 'Read the conditions',
  chooseFile: 'Choose a file',
  fileTooLarge: 'The file is too large (at most {max} kB)',
  fileWrongType: 'Please choose a file of the required type',
  fileChosen: 'Chosen: {name} ({size} kB)',
  nothingToChoose: 'Nothing to choose',
  chosenCount: '{count} chosen',
  chooseAll: 'Select all',
  clearAll: 'Clear all',
} as const;

export type WidgetTextKey = keyof typeof en;

export const widgetTexts: Record<WidgetLocale, Record<WidgetTextKey, string>> = {
  'zh-TW': {
    availableBalance: '可用餘額',
    noAccount: '沒有適用的轉出賬戶',
    chooseAccount: '請選擇賬戶',
    choosePayee: '從已登記收款人中選擇',
    searchBank: '搜尋銀行',
    noBankFound: '沒有符合的銀行',
    sameBank: '本行轉賬',
    chooseBank: '請選擇銀行',
    payeeName: '收款人名稱',
    payeeBank: '收款銀行',
    payeeAccountNo: '收款賬號',
    chooseDate: '請選擇日期',
    pleaseSelect: '請選擇',
    otpLabel: '一次性驗證碼',
    clear: '清除',
    confirm: '確認',
    cancel: '取消',
    close: '關閉',
    readConditions: '閱讀條款',
    chooseFile: '選擇文件',
    fileTooLarge: '文件太大（最多 {max} kB）',
    fileWrongType: '請選擇所需類型的文件',
    fileChosen: '已選擇：{name}（{size} kB）',
    nothingToChoose: '沒有可選擇的項目',
    chosenCount: '已選擇 {count} 項',
    chooseAll: '全選',
    clearAll: '全部取消',
  },
  'zh-CN': {
    availableBalance: '可用余额',
    noAccount: '没有适用的转出账户',
    chooseAccount: '请选择账户',
    choosePayee: '从已登记收款人中选择',
    searchBank: '搜索银行',
    noBankFound: '没有符合的银行',
    sameBank: '本行转账',
    chooseBank: '请选择银行',
    payeeName: '收款人名称',
    payeeBank: '收款银行',
    payeeAccountNo: '收款账号',
    chooseDate: '请选择日期',
    pleaseSelect: '请选择',
    otpLabel: '一次性验证码',
    clear: '清除',
    confirm: '确认',
    cancel: '取消',
    close: '关闭',
    readConditions: '阅读条款',
    chooseFile: '选择文件',
    fileTooLarge: '文件太大（最多 {max} kB）',
    fileWrongType: '请选择所需类型的文件',
    fileChosen: '已选择：{name}（{size} kB）',
    nothingToChoose: '没有可选择的项目',
    chosenCount: '已选择 {count} 项',
    chooseAll: '全选',
    clearAll: '全部取消',
  },
  en,
};

/** All widget texts of one locale. */
export function textsFor(locale: WidgetLocale): Record<WidgetTextKey, string> {
  return widgetTexts[locale];
}
