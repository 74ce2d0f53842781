// Terms of the bill services (spec section 2: terms screens for direct debit authorisation,
// regular payment and e-bill): a summary of the bank's conditions; the English version of
// the published document prevails.
import type { TermsDocument } from './documents';

export const billServicesDocuments: Record<string, TermsDocument> = {
  'ebill-terms': {
    title: { 'zh-TW': '電子賬單服務條款', 'zh-CN': '电子账单服务条款', en: 'e-Bill Service Terms' },
    paragraphs: {
      'zh-TW': [
        '1. 電子賬單登記須經參與商戶批核，商戶會於最多60日內批核或拒絕；逾期未有回覆的登記將告失效。',
        '2. 同一張賬單在所有銀行合共最多可登記5次電子賬單。',
        '3. 登記他人的賬單須事先獲得賬單持有人授權。',
        '4. 電子賬單紀錄如36個月內沒有任何電子賬單活動，將被刪除。',
      ],
      'zh-CN': [
        '1. 电子账单登记须经参与商户批核，商户会于最多60日内批核或拒绝；逾期未有回复的登记将告失效。',
        '2. 同一张账单在所有银行合共最多可登记5次电子账单。',
        '3. 登记他人的账单须事先获得账单持有人授权。',
        '4. 电子账单记录如36个月内没有任何电子账单活动，将被删除。',
      ],
      en: [
        '1. An e-Bill enrolment needs the participating merchant\u2019s approval, given or refused within up to 60 days; an enrolment not answered in time lapses.',
        '2. One bill can be enrolled for e-Bills at most 5 times across all banks.',
        '3. Registering another person\u2019s bill requires the bill owner\u2019s prior authorisation.',
        '4. An e-Bill record is deleted after 36 months without e-Bill activity.',
      ],
    },
  },
  'direct-debit-terms': {
    title: { 'zh-TW': '直接付款授權條款', 'zh-CN': '直接付款授权条款', en: 'Direct Debit Authorisation Terms' },
    paragraphs: {
      'zh-TW': [
        '1. 閣下授權本行按商戶的指示，在付款上限及每期最高次數內從指定賬戶扣款。',
        '2. 設立或修改授權須以流動保安編碼作雙重認證。',
        '3. 授權須待商戶的銀行確認後方會生效；閣下可隨時取消授權。',
        '4. 賬戶結餘不足時，扣款可被拒絕，本行或會收取費用。',
      ],
      'zh-CN': [
        '1. 阁下授权本行按商户的指示，在付款上限及每期最高次数内从指定账户扣款。',
        '2. 设立或修改授权须以流动保安编码作双重认证。',
        '3. 授权须待商户的银行确认后方会生效；阁下可随时取消授权。',
        '4. 账户结余不足时，扣款可被拒绝，本行或会收取费用。',
      ],
      en: [
        '1. You authorise the Bank to debit the chosen account on the merchant\u2019s instruction, within the upper payment limit and the maximum count per period.',
        '2. Setting up or amending an authorisation needs two-factor authentication with your Mobile Token.',
        '3. An authorisation takes effect once the merchant\u2019s bank confirms it; you may cancel it at any time.',
        '4. A debit may be refused when the balance is insufficient, and the Bank may charge a fee.',
      ],
    },
  },
  'regular-payment-terms': {
    title: { 'zh-TW': '定期繳費條款', 'zh-CN': '定期缴费条款', en: 'Regular Bill Payment Terms' },
    paragraphs: {
      'zh-TW': [
        '1. 新設、修改或刪除的定期繳費指示於下一個營業日生效。',
        '2. 定期繳費每月執行一次，直至結束月份或直至另行通知。',
        '3. 付款日如非營業日，將於下一個營業日處理；付款日選28日即每月最後一日。',
        '4. 執行時賬戶結餘不足，該月的付款將不獲處理。',
      ],
      'zh-CN': [
        '1. 新设、修改或删除的定期缴费指示于下一个营业日生效。',
        '2. 定期缴费每月执行一次，直至结束月份或直至另行通知。',
        '3. 付款日如非营业日，将于下一个营业日处理；付款日选28日即每月最后一日。',
        '4. 执行时账户结余不足，该月的付款将不获处理。',
      ],
      en: [
        '1. New, amended or deleted regular payment instructions take effect on the next business day.',
        '2. A regular payment runs once a month until the end month or until further notice.',
        '3. A payment date that is not a business day is processed on the next business day; payment day 28 means the last day of the month.',
        '4. If the balance is insufficient when it runs, that month\u2019s payment is not made.',
      ],
    },
  },
};
