// The icon of a menu entry, by the name its flow declares (schemas/vocabulary.json menuIcons;
// a unit test keeps this table and that list equal). Decorative: the entry's title names it.
import {
  BellOutline,
  BillOutline,
  CalendarOutline,
  ClockCircleOutline,
  CollectMoneyOutline,
  EditSOutline,
  FileOutline,
  KeyOutline,
  LoopOutline,
  PayCircleOutline,
  ReceiptOutline,
  ScanCodeOutline,
  SendOutline,
  SetOutline,
  ShopbagOutline,
  StopOutline,
  TransportQRcodeOutline,
  UnorderedListOutline,
  UserContactOutline,
  CheckShieldOutline,
  HistogramOutline,
  UserOutline,
  BankcardOutline,
  CalculatorOutline,
  EnvironmentOutline,
  StarOutline,
  GlobalOutline,
} from 'antd-mobile-icons';
import type { ComponentType } from 'react';

export const MENU_ICONS: Readonly<Record<string, ComponentType<{ className?: string }>>> = {
  transfer: SendOutline,
  record: UnorderedListOutline,
  fps: PayCircleOutline,
  'qr-pay': ScanCodeOutline,
  'qr-collect': TransportQRcodeOutline,
  bill: BillOutline,
  'e-bill': FileOutline,
  'e-receipt': ReceiptOutline,
  pending: ClockCircleOutline,
  'direct-debit': LoopOutline,
  'regular-payment': CalendarOutline,
  'e-cheque': EditSOutline,
  'cheque-stop': StopOutline,
  payee: UserContactOutline,
  limit: HistogramOutline,
  plan: CalendarOutline,
  notice: BellOutline,
  settings: SetOutline,
  token: KeyOutline,
  merchant: ShopbagOutline,
  document: CheckShieldOutline,
  deposit: CollectMoneyOutline,
  account: UserOutline,
  forex: GlobalOutline,
  mortgage: BankcardOutline,
  calculator: CalculatorOutline,
  branch: EnvironmentOutline,
  'precious-metal': StarOutline,
  stock: GlobalOutline,
};

export function MenuIcon({ name }: { name: string }) {
  const Icon = MENU_ICONS[name] ?? CollectMoneyOutline;
  return (
    <span className="menu-icon" aria-hidden="true">
      <Icon />
    </span>
  );
}
