// A small picture of each widget of the vocabulary, drawn as the customer sees it (a box to
// type in, a tick box, a list to pick from …), for the widget picker.
const SHAPES: Record<string, string> = {
  text: 'M4 9h40v14H4z M8 16h14',
  textarea: 'M4 5h40v22H4z M8 11h28 M8 16h28 M8 21h16',
  password: 'M4 9h40v14H4z M10 16h.1 M16 16h.1 M22 16h.1 M28 16h.1',
  amount: 'M4 9h40v14H4z M8 13v6 M12 16h22',
  select: 'M4 9h40v14H4z M34 14l3 4 3-4',
  checkbox: 'M6 9h14v14H6z M9 16l3 3 6-6 M26 16h16',
  terms: 'M6 9h14v14H6z M9 16l3 3 6-6 M26 13h16 M26 19h12',
  date: 'M8 7h32v20H8z M8 12h32 M14 17h4 M22 17h4 M30 17h4',
  otp: 'M4 10h8v12H4z M14 10h8v12h-8z M24 10h8v12h-8z M34 10h8v12h-8z',
  slider: 'M4 16h40 M20 11v10',
  'qr-scan': 'M10 6h8v8h-8z M30 6h8v8h-8z M10 18h8v8h-8z M30 22h8 M34 18v8',
  file: 'M12 4h16l8 8v16H12z M28 4v8h8',
  photo: 'M6 8h36v20H6z M12 24l8-8 6 6 4-4 8 6',
  carousel: 'M10 8h28v18H10z M4 12v10 M44 12v10 M20 29h.1 M24 29h.1 M28 29h.1',
  bank: 'M6 14l18-8 18 8z M10 16v8 M18 16v8 M30 16v8 M38 16v8 M6 27h36',
  account: 'M4 7h40v18H4z M8 12h20 M8 18h12 M34 14h6',
  payee: 'M24 13m-5 0a5 5 0 1 0 10 0a5 5 0 1 0-10 0 M14 28c2-6 18-6 20 0',
  merchant: 'M6 12l4-6h28l4 6z M8 12v14h32V12 M20 26v-8h8v8',
  checklist: 'M6 6h8v8H6z M18 10h22 M6 18h8v8H6z M18 22h22',
  'goods-sku': 'M8 8h14v14H8z M26 8h14v14H26z M8 26h32',
};

export function WidgetPicture({ widget }: { widget: string }) {
  return (
    <svg className="visual-widget-picture" viewBox="0 0 48 32" width="48" height="32" aria-hidden="true" focusable="false">
      <path d={SHAPES[widget] ?? SHAPES.text} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
