// The widget registry handed to the engine's adapter: RJSF widgets and fields keyed by the
// names flows may use (schemas/vocabulary.json), the templates, and the antd-mobile set-up.
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { AccountField } from './account/AccountField';
import { AmountWidget } from './amount/AmountWidget';
import { CheckboxWidget } from './basic/CheckboxWidget';
import { SelectWidget } from './basic/SelectWidget';
import { TextareaWidget } from './basic/TextareaWidget';
import { TextWidget } from './basic/TextWidget';
import { DateWidget } from './date/DateWidget';
import { OtpWidget } from './otp/OtpWidget';
import { TermsWidget } from './terms/TermsWidget';
import { lazyWidget } from './lazy-widget';
import { lazyWidgetLoaders } from './lazy-widgets';

// Heavy widgets load with the first form that renders them, or earlier (see lazy-widgets.ts).
const ChecklistField = lazyWidget(lazyWidgetLoaders.checklist);
const QrScanWidget = lazyWidget(lazyWidgetLoaders['qr-scan']);
const MerchantField = lazyWidget(lazyWidgetLoaders.merchant);
const PhotoWidget = lazyWidget(lazyWidgetLoaders.photo);
const GoodsSkuField = lazyWidget(lazyWidgetLoaders['goods-sku']);
const PasswordWidget = lazyWidget(lazyWidgetLoaders.password);
const PayeeField = lazyWidget(lazyWidgetLoaders.payee);
const BankWidget = lazyWidget(lazyWidgetLoaders.bank);
const FileWidget = lazyWidget(lazyWidgetLoaders.file);
const CarouselWidget = lazyWidget(lazyWidgetLoaders.carousel);
const SliderWidget = lazyWidget(lazyWidgetLoaders.slider);

const widgetMap = {
  amount: AmountWidget,
  bank: BankWidget,
  date: DateWidget,
  terms: TermsWidget,
  otp: OtpWidget,
  text: TextWidget,
  textarea: TextareaWidget,
  select: SelectWidget,
  checkbox: CheckboxWidget,
  'qr-scan': QrScanWidget,
  file: FileWidget,
  photo: PhotoWidget,
  password: PasswordWidget,
  carousel: CarouselWidget,
  slider: SliderWidget,
} satisfies RegistryWidgetsType;

const fieldMap = {
  account: AccountField,
  payee: PayeeField,
  merchant: MerchantField,
  checklist: ChecklistField,
  'goods-sku': GoodsSkuField,
} satisfies RegistryFieldsType;

// Exported with RJSF's generic registry types: the specific prop types of the account and
// payee fields would otherwise make <Form> infer its form-data type from them.
export const widgets: RegistryWidgetsType = widgetMap;
export const fields: RegistryFieldsType = fieldMap;

export type WidgetName = keyof typeof widgetMap;
export type FieldName = keyof typeof fieldMap;
export const widgetNames = Object.keys(widgetMap) as WidgetName[];
export const fieldNames = Object.keys(fieldMap) as FieldName[];

export { templates, type MobileTemplates } from './templates';
export { setupMobileUi, MobileUiProvider, mobileLocales } from './mobile-ui';
export { OtpInput, type OtpInputProps } from './otp/OtpInput';
export { BankPicker, type BankPickerProps } from './bank/BankPicker';
export { widgetTexts, textsFor, type WidgetTextKey } from './i18n';
export type { TermsDocument } from './terms/documents';
export type { WidgetContext, WidgetLocale, LocalText } from './context';
