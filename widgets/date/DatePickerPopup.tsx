// The date sheet, in a module of its own so DateWidget loads it on first opening. A dialog
// (SheetPanel: named by the field, focus moved in and back, Escape closes) with three native
// selects, year, month and day, in the customer's language: reachable by keyboard and read by
// screen readers, and on a phone each opens the system's own picker. Under them the kit's wheel
// for a finger, kept in step with the selects; the wheel is hidden from screen readers (its
// controls cannot take focus and speak Chinese only), the selects being its accessible form.
import { Button, DatePickerView } from 'antd-mobile';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useId, useRef, useState } from 'react';
import type { WidgetLocale } from '../context';
import { textsFor } from '../i18n';
import { SheetPanel } from '../shared/SheetPanel';
import { dateParts, withPart } from './dates';
import '../overlays/motion';

export interface DateSheetProps {
  open: boolean;
  title: string;
  locale: WidgetLocale;
  min: Dayjs;
  max: Dayjs;
  /** Where the sheet starts: the chosen date, or today kept within min..max. */
  start: Dayjs;
  onClose: () => void;
  onConfirm: (date: Dayjs) => void;
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function DateSheet({ open, title, locale, min, max, start, onClose, onConfirm }: DateSheetProps) {
  const texts = textsFor(locale);
  const id = useId();
  const [draft, setDraft] = useState(start);
  // The wheel is a touch affordance beside the selects. It reports a value after its scroll
  // settles, also when it only followed a change made with the selects: that late echo of an
  // older value must not undo what was just chosen with the keyboard or a screen reader. So the
  // wheel's own changes count only after it was touched, until the selects are used again.
  const wheelInHand = useRef(false);
  // Each opening starts from the field's date again (the sheet stays mounted between openings).
  const [shown, setShown] = useState(open);
  if (open !== shown) {
    setShown(open);
    if (open) setDraft(start);
    wheelInHand.current = false;
  }
  const parts = dateParts(draft, min, max);
  const unit = (n: number, zh: string) => (locale === 'en' ? String(n) : `${n}${zh}`);
  const select = (part: 'year' | 'month' | 'day', label: string, values: number[], current: number, text: (n: number) => string) => (
    <label className="rb-date-sheet__part" htmlFor={`${id}-${part}`}>
      <span className="rb-date-sheet__label">{label}</span>
      <select
        id={`${id}-${part}`}
        value={current}
        onChange={(event) => {
          wheelInHand.current = false;
          setDraft(withPart(draft, part, Number(event.target.value), min, max));
        }}
      >
        {values.map((n) => (
          <option key={n} value={n}>
            {text(n)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <SheetPanel
      open={open}
      title={title}
      closeLabel={texts.cancel}
      onClose={onClose}
      footer={
        <Button
          block
          color="primary"
          onClick={() => {
            onConfirm(draft);
            onClose();
          }}
        >
          {texts.confirm}
        </Button>
      }
    >
      <div className="rb-date-sheet__parts">
        {select('year', texts.year, parts.years, draft.year(), (n) => unit(n, '年'))}
        {select('month', texts.month, parts.months, draft.month() + 1, (n) => (locale === 'en' ? MONTHS_EN[n - 1]! : `${n}月`))}
        {select('day', texts.day, parts.days, draft.date(), (n) => unit(n, '日'))}
      </div>
      <div className="rb-date-sheet__wheel" aria-hidden="true" onPointerDown={() => (wheelInHand.current = true)} onWheel={() => (wheelInHand.current = true)}>
        <DatePickerView
          precision="day"
          min={min.toDate()}
          max={max.toDate()}
          value={draft.toDate()}
          onChange={(date) => {
            if (wheelInHand.current) setDraft(dayjs(date).startOf('day'));
          }}
        />
      </div>
    </SheetPanel>
  );
}
