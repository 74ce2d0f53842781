// Texts of the documents a `terms` widget can open (ui:options.document): the bank's
// Remittance and Transfer Conditions (remittance-terms.ts, spec sections 4 and 9) and the
// other services' terms; the English version of each prevails.
import type { LocalText, WidgetLocale } from '../context';
import { billServicesDocuments } from './bill-services-documents';
import { remittanceTerms } from './remittance-terms';

export interface TermsDocument {
  title: LocalText;
  paragraphs: Record<WidgetLocale, string[]>;
}

export const termsDocuments: Record<string, TermsDocument> = {
  'remittance-terms': remittanceTerms,
  // Summary of the FPS addressing service terms (spec sections 4 and 6).
  'fps-registration-terms': {
    title: {
      'zh-TW': '轉數快登記服務條款',
      'zh-CN': '转数快登记服务条款',
      en: 'FPS Registration Terms',
    },
    paragraphs: {
      'zh-TW': [
        '1. 閣下授權本行將閣下的流動電話號碼、電郵地址、香港身份證號碼或轉數快識別碼連同收款賬戶登記於香港銀行同業結算有限公司的轉數快服務。',
        '2. 每個香港身份證號碼只可登記於一間收款銀行。如閣下選擇本行為預設收款銀行，以該識別代號付款至閣下的款項將存入所登記的本行賬戶。',
        '3. 登記須以發送至閣下於本行登記的流動電話號碼的短訊一次性密碼確認。',
        '4. 閣下可隨時取消登記。本條款受香港法律管轄，中英文版本如有歧異，概以英文版本為準。',
      ],
      'zh-CN': [
        '1. 阁下授权本行将阁下的手机号码、电邮地址、香港身份证号码或转数快识别码连同收款账户登记于香港银行同业结算有限公司的转数快服务。',
        '2. 每个香港身份证号码只可登记于一间收款银行。如阁下选择本行为预设收款银行，以该识别代号付款至阁下的款项将存入所登记的本行账户。',
        '3. 登记须以发送至阁下于本行登记的手机号码的短信一次性密码确认。',
        '4. 阁下可随时取消登记。本条款受香港法律管辖，中英文版本如有歧异，概以英文版本为准。',
      ],
      en: [
        '1. You authorise the bank to register your mobile number, e-mail address, HKID number or FPS ID with your collecting account in the Faster Payment System of Hong Kong Interbank Clearing Limited.',
        '2. Each HKID number can be registered with only one receiving bank. If you choose this bank as your default receiving bank, payments to that identifier are credited to the registered account.',
        '3. A registration is confirmed with an SMS one-time password sent to the mobile number registered with the bank.',
        '4. You may deregister at any time. These terms are governed by Hong Kong law; the English version prevails.',
      ],
    },
  },
  'bill-payment-terms': {
    title: {
      'zh-TW': '服務條款及通知（繳費服務）',
      'zh-CN': '服务条款及通知（缴费服务）',
      en: 'Conditions for Services and Notice (Bill Payment)',
    },
    paragraphs: {
      'zh-TW': [
        '1. 閣下須確保商戶名稱、賬單類型、賬單號碼及繳費金額正確；因資料錯誤引致的延誤或損失，本行概不負責。',
        '2. 於星期一至星期五中午12時前作出的即時繳費指示即日處理，其後或非營業日作出的指示於下一個營業日處理。即時繳費指示一經確認不可修改或取消。',
        '3. 預設日期的繳費指示只可選擇星期一至星期五，並可於生效日前一天或之前修改或刪除；生效日當天不可更改。賬戶餘額不足時，指示將被拒絕。',
        '4. 一般賬單每次上限為港幣50,000元或閣下的預設限額；繳交稅款上限為港幣500,000元；本行指定商戶上限為港幣1,000,000元。',
        '5. 電子收據於繳費獲接納後發出，保留13個月。',
        '6. 本條款受香港法律管轄。中英文版本如有歧異，概以英文版本為準。',
      ],
      'zh-CN': [
        '1. 阁下须确保商户名称、账单类型、账单号码及缴费金额正确；因资料错误引致的延误或损失，本行概不负责。',
        '2. 于星期一至星期五中午12时前作出的即时缴费指示即日处理，其后或非营业日作出的指示于下一个营业日处理。即时缴费指示一经确认不可修改或取消。',
        '3. 预设日期的缴费指示只可选择星期一至星期五，并可于生效日前一天或之前修改或删除；生效日当天不可更改。账户余额不足时，指示将被拒绝。',
        '4. 一般账单每次上限为港币50,000元或阁下的预设限额；缴交税款上限为港币500,000元；本行指定商户上限为港币1,000,000元。',
        '5. 电子收据于缴费获接纳后发出，保留13个月。',
        '6. 本条款受香港法律管辖。中英文版本如有歧异，概以英文版本为准。',
      ],
      en: [
        '1. You must make sure the merchant name, bill type, bill number and amount are correct; the Bank is not liable for delay or loss caused by incorrect details.',
        '2. A Pay Now instruction given before 12:00 noon, Monday to Friday, is processed the same day; later, or on a non-business day, it is processed the next business day. A Pay Now instruction cannot be amended or cancelled once confirmed.',
        '3. A forward-dated instruction may be set for Monday to Friday only and may be amended or deleted up to the day before its effective date, not on it. It is rejected if the account cannot pay it on that date.',
        '4. General bills are limited to HKD 50,000 per payment or your preset limit; tax to the Inland Revenue Department HKD 500,000; bank-designated merchants HKD 1,000,000.',
        '5. An e-receipt is issued once the payment is accepted and is kept for 13 months.',
        '6. These conditions are governed by Hong Kong law. If the English and Chinese versions differ, the English version prevails.',
      ],
    },
  },
  ...billServicesDocuments,
  'small-value-terms': {
    title: { 'zh-TW': '小額轉賬服務條款', 'zh-CN': '小额转账服务条款', en: 'Small Value Transfer Terms' },
    paragraphs: {
      'zh-TW': [
        '1. 小額轉賬只限港元，在閣下設定的每日限額內毋須流動保安編碼（雙重認證）。',
        '2. 閣下更改或刪除已登記的手提電話號碼、刪除電郵地址，或連續18個月未有使用此服務，每日限額將重設為0。',
        '3. 將每日限額設定為0即終止小額轉賬服務。',
        '4. 閣下須妥善保管流動裝置；因未經授權使用而引致的損失，須按本行條款處理。',
      ],
      'zh-CN': [
        '1. 小额转账只限港元，在阁下设定的每日限额内毋须流动保安编码（双重认证）。',
        '2. 阁下更改或删除已登记的手机号码、删除电邮地址，或连续18个月未有使用此服务，每日限额将重设为0。',
        '3. 将每日限额设定为0即终止小额转账服务。',
        '4. 阁下须妥善保管流动设备；因未经授权使用而引致的损失，须按本行条款处理。',
      ],
      en: [
        '1. Small value transfers are in HKD only and need no Mobile Token (two-factor authentication) within the daily limit you set.',
        '2. The daily limit resets to 0 when you change or delete your registered mobile number, delete your e-mail address, or do not use the service for 18 months.',
        '3. Setting the daily limit to 0 terminates the small value transfer service.',
        '4. Keep your mobile device safe; losses from unauthorised use are handled under the Bank\u2019s terms.',
      ],
    },
  },
  'transfer-notice': {
    title: { 'zh-TW': '轉賬須知', 'zh-CN': '转账须知', en: 'Transfer Notice' },
    paragraphs: {
      'zh-TW': [
        '1. 本行轉賬、本地銀行轉賬及轉數快轉賬全年24小時辦理，包括公眾假期。',
        '2. 特快轉賬（美元或歐元）於星期一至五（公眾假期除外）中午12時截數；截數後的指示於下一個工作日處理。',
        '3. 轉數快及特快轉賬手續費全免；收款銀行或會收取費用。',
        '4. 轉賬一經接受不可取消。如收款銀行拒絕，款項將退回閣下的賬戶。',
        '5. 警惕詐騙：如收款人被列為高風險，請先核實或致電防騙易熱線 18222。',
      ],
      'zh-CN': [
        '1. 本行转账、本地银行转账及转数快转账全年24小时办理，包括公众假期。',
        '2. 特快转账（美元或欧元）于星期一至五（公众假期除外）中午12时截数；截数后的指示于下一个工作日处理。',
        '3. 转数快及特快转账手续费全免；收款银行或会收取费用。',
        '4. 转账一经接受不可取消。如收款银行拒绝，款项将退回阁下的账户。',
        '5. 警惕诈骗：如收款人被列为高风险，请先核实或致电防骗易热线 18222。',
      ],
      en: [
        '1. Same-bank, local-bank and FPS transfers run 24 hours a day, every day including public holidays.',
        '2. Express transfers (USD or EUR) have a 12:00 noon cut-off Monday to Friday except public holidays; later instructions are processed on the next working day.',
        '3. The FPS and express fees are waived; the beneficiary bank may charge.',
        '4. An accepted transfer cannot be cancelled. If the receiving bank rejects it, the money is returned to your account.',
        '5. Beware of scams: if a payee is flagged as high-risk, verify first or call the Anti-Scam Helpline 18222.',
      ],
    },
  },
};
