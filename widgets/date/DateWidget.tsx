// Calendar date (widget `date`), stored as 'YYYY-MM-DD'. A trigger row shows the date in the
// customer's language and opens the date sheet (DatePickerPopup.tsx: year, month and day as
// native selects, with the kit's wheel beside them for a finger); a Clear button empties an
// optional date (filters such as start/end date are often left blank on purpose).
import type { WidgetProps } from '@rjsf/utils';
import dayjs from 'dayjs';
import { bankNow } from '../../bridge/service/bank-time';
import { useState } from 'react';
import { widgetContext } from '../context';
import { textsFor } from '../i18n';
import { describedBy, hasErrors } from '../shared/ids';
import { PickerTrigger } from '../shared/PickerTrigger';
import { loadOnOpen } from '../shared/load-on-open';
import { dateBounds, formatDisplayDate, parseIsoDate, toIsoDate } from './dates';
import type { DateSheetProps } from './DatePickerPopup';
import './date.css';

// The sheet and its wheel load when the customer first opens the picker.
const DateSheet = loadOnOpen<DateSheetProps>(() => import('./DatePickerPopup').then((m) => m.DateSheet), (props) => props.open);

export function DateWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, options, registry, rawErrors, disabled, readonly, placeholder, label, uiSchema } = props;
  const ctx = widgetContext(registry);
  const texts = textsFor(ctx.locale);
  const [open, setOpen] = useState(false);
  const { min, max } = dateBounds({ min: options['min'], max: options['max'] });
  const chosen = parseIsoDate(value);
  // Without a value the wheel starts on today, kept inside the allowed range.
  // The bank's today (what the dates are checked against), not the device's.
  const today = dayjs(bankNow());
  const start = chosen ?? (today.isBefore(min) ? min : today.isAfter(max) ? max : today);
  const invalid = hasErrors(rawErrors);
  const locked = disabled || readonly;

  return (
    <div className="rb-date">
      <PickerTrigger
        id={id}
        expanded={open}
        invalid={invalid}
        describedBy={describedBy(id, { error: invalid, help: !!uiSchema?.['ui:help'] })}
        disabled={locked}
        placeholder={placeholder || texts.chooseDate}
        onOpen={() => setOpen(true)}
      >
        {chosen ? formatDisplayDate(value, ctx.locale) : null}
      </PickerTrigger>
      {chosen && !locked ? (
        <button
          type="button"
          className="rb-link rb-date__clear"
          aria-label={label ? `${texts.clear} ${label}` : texts.clear}
          onClick={() => {
            onChange(undefined);
            onBlur(id, undefined);
          }}
        >
          {texts.clear}
        </button>
      ) : null}
      <DateSheet
        open={open}
        title={label || texts.chooseDate}
        locale={ctx.locale}
        min={min}
        max={max}
        start={start.startOf('day')}
        onClose={() => setOpen(false)}
        onConfirm={(date) => {
          const iso = toIsoDate(date);
          onChange(iso);
          onBlur(id, iso);
        }}
      />
    </div>
  );
}
