// New flows, one template per step kind: each starts with a step of that kind and passes the
// flow linter as it is, so a product owner can name it, save it, and then make it their own.
// Texts are in the three languages; transaction codes are read-only ones every customer has.

export type StepKind = 'form' | 'confirm' | 'result' | 'list' | 'detail';
export const STEP_KINDS: StepKind[] = ['form', 'confirm', 'result', 'list', 'detail'];

const text = (zhTW: string, zhCN: string, en: string) => ({ 'zh-TW': zhTW, 'zh-CN': zhCN, en });

export function templateSteps(kind: StepKind, route: string): Record<string, unknown> {
  const done = {
    kind: 'result',
    route: `${route}-success`,
    template: 'success',
    title: text('完成', '完成', 'Done'),
    message: text('已收到你的指示', '已收到你的指示', 'Your instruction has been received'),
  };
  switch (kind) {
    case 'form':
      return {
        input: {
          kind: 'form',
          route,
          title: text('新流程', '新流程', 'New journey'),
          schema: { type: 'object', required: ['note'], properties: { note: { type: 'string', minLength: 1, maxLength: 35 } } },
          ui: { note: { 'ui:widget': 'text' } },
          fields: { note: { label: text('備註', '备注', 'Note') } },
          messages: { 'note.required': text('請輸入備註', '请输入备注', 'Please enter a note') },
          submitLabel: { $text: 'next' },
          next: 'done',
        },
        done,
      };
    case 'confirm':
      return {
        confirm: {
          kind: 'confirm',
          route,
          title: text('確認', '确认', 'Confirm'),
          fields: [{ label: text('客戶名稱', '客户名称', 'Customer name'), value: 'user.customerName' }],
          next: 'done',
        },
        done,
      };
    case 'result':
      return { done: { ...done, route } };
    case 'list':
      return {
        list: {
          kind: 'list',
          route,
          title: text('我的戶口', '我的户口', 'My accounts'),
          load: [{ tx: 'ITSI200001', request: { purpose: { const: 'transfer-out' } }, into: 'accounts', pick: 'accounts' }],
          items: 'loaded.list.accounts',
          item: {
            title: { label: text('戶口號碼', '户口号码', 'Account number'), value: 'item.accountNo', format: 'account' },
            amount: { label: text('可用結餘', '可用结余', 'Available balance'), value: 'item.available', format: 'money', currency: 'item.currency' },
          },
          empty: text('沒有戶口', '没有户口', 'No accounts'),
        },
      };
    case 'detail':
      return {
        detail: {
          kind: 'detail',
          route,
          title: text('銀行日期', '银行日期', 'Bank date'),
          load: [{ tx: 'ITSI421017', request: { getCoreTime: { const: 'Y' } }, into: 'core' }],
          fields: [{ label: text('銀行日期', '银行日期', 'Bank date'), value: 'loaded.detail.core.coreTime' }],
        },
      };
  }
}

/** The text of a new flow `<area>.<name>` whose first step is of `kind`. */
export function newFlowText(area: string, name: string, kind: StepKind): string {
  const route = `/${area}/${name}`;
  const all = templateSteps(kind, route);
  const flow = {
    $schema: '../../schemas/flow-authoring.schema.json',
    id: `${area}.${name}`,
    version: 1,
    description: `A new journey that starts with a ${kind} step.`,
    title: text('新流程', '新流程', 'New journey'),
    login: true,
    start: Object.keys(all)[0],
    steps: all,
  };
  return `${JSON.stringify(flow, null, 2)}\n`;
}
