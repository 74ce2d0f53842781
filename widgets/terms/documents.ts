// Texts of the documents a `terms` widget can open (ui:options.document). A summary of the
// bank's Remittance and Transfer Conditions (spec sections 4 and 9); the full conditions are
// the bank's published document, whose English version prevails.
import type { LocalText, WidgetLocale } from '../context';
import { billServicesDocuments } from './bill-services-documents';

export interface TermsDocument {
  title: LocalText;
  paragraphs: Record<WidgetLocale, string[]>;
}

export const termsDocuments: Record<string, TermsDocument> = {
  'remittance-terms': {
    title: {
      'zh-TW': '匯款及轉賬條款',
      'zh-CN': '汇款及转账条款',
      en: 'Remittance and Transfer Conditions',
    },
    paragraphs: {
      'zh-TW': [
        '1. 本行按閣下提供的收款銀行編號及收款賬號處理匯款或轉賬指示。確認前請核對收款人資料；因資料錯誤而引致的延誤或損失，本行概不負責。',
        '2. 匯款或轉賬指示一經本行接受，未經本行書面同意，不得取消或修改。',
        '3. 於截數時間後或非營業日收到的申請，將於下一個營業日接受及處理。',
        '4. 如經同意取消匯款，退款將按本行當時的買入價折算；已收取的手續費及信用卡行政費用恕不退還。',
        '5. 收款銀行或代理銀行可能另行收取費用，該等費用或會從匯款金額中扣除。',
        '6. 本行可修訂收費或本條款，並會於生效前最少30個曆日通知閣下。',
        '7. 本條款受香港法律管轄。中英文版本如有歧異，概以英文版本為準。',
      ],
      'zh-CN': [
        '1. 本行按阁下提供的收款银行编号及收款账号处理汇款或转账指示。确认前请核对收款人资料；因资料错误而引致的延误或损失，本行概不负责。',
        '2. 汇款或转账指示一经本行接受，未经本行书面同意，不得取消或修改。',
        '3. 于截数时间后或非营业日收到的申请，将于下一个营业日接受及处理。',
        '4. 如经同意取消汇款，退款将按本行当时的买入价折算；已收取的手续费及信用卡行政费用恕不退还。',
        '5. 收款银行或代理银行可能另行收取费用，该等费用或会从汇款金额中扣除。',
        '6. 本行可修订收费或本条款，并会于生效前最少30个日历日通知阁下。',
        '7. 本条款受香港法律管辖。中英文版本如有歧异，概以英文版本为准。',
      ],
      en: [
        '1. The Bank acts on the bank code and account number you give. Please check the payee details before you confirm; the Bank is not liable for delay or loss caused by incorrect details.',
        '2. Once the Bank has accepted a remittance or transfer instruction, it cannot be cancelled or amended without the Bank\u2019s written agreement.',
        '3. An application received after the cut-off time or on a non-business day is accepted and processed on the next business day.',
        '4. If the Bank agrees to cancel a remittance, the refund is converted at the Bank\u2019s prevailing buying rate; charges and credit-card administration fees already paid are not refunded.',
        '5. The receiving bank or a correspondent bank may charge its own fees, which may be deducted from the amount remitted.',
        '6. The Bank may change its charges or these conditions by giving you at least 30 calendar days\u2019 notice.',
        '7. These conditions are governed by Hong Kong law. If the English and Chinese versions differ, the English version prevails.',
      ],
    },
  },
  ...billServicesDocuments,
};
