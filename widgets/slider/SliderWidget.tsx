// A number chosen along a scale (widget `slider`, spec section 9: "slider 0 to 100 step 1").
// The browser's own range input: Tab reaches it, the arrow keys, Page Up / Down, Home and End
// move it, a finger or pointer drags it or taps the track, and screen readers announce it as a
// slider with its value; the kit's slider has no keyboard at all. The bounds and step come
// from the schema (minimum, maximum, multipleOf), else the spec's 0, 100 and 1;
// ui:options.unit (e.g. "%") follows the value shown and announced.
import type { WidgetProps } from '@rjsf/utils';
import { describedBy, hasErrors } from '../shared/ids';
import './slider.css';

export const SLIDER_RANGE = { min: 0, max: 100, step: 1 } as const;

export function SliderWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, schema, options, disabled, readonly, rawErrors, uiSchema, required } = props;
  const min = typeof schema.minimum === 'number' ? schema.minimum : SLIDER_RANGE.min;
  const max = typeof schema.maximum === 'number' ? schema.maximum : SLIDER_RANGE.max;
  const step = typeof schema.multipleOf === 'number' ? schema.multipleOf : SLIDER_RANGE.step;
  const unit = typeof options.unit === 'string' ? options.unit : '';
  const current = typeof value === 'number' ? value : undefined;
  const invalid = hasErrors(rawErrors);
  // Untouched, the thumb rests at the start and the field stays empty, so a required slider
  // asks the customer to choose rather than sending the start value unseen.
  const shown = current ?? min;
  return (
    <div className="rb-slider">
      <input
        id={id}
        className="rb-slider__input"
        type="range"
        min={min}
        max={max}
        step={step}
        value={shown}
        aria-valuetext={current === undefined ? undefined : `${current}${unit}`}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, { error: invalid, help: !!uiSchema?.['ui:help'] })}
        disabled={disabled || readonly}
        onChange={(e) => onChange(Number(e.target.value))}
        onFocus={() => onFocus(id, current)}
        onBlur={() => onBlur(id, current)}
      />
      {/* Drawn for the eye; the slider itself announces its value (an output would be a
          second, live, announcement of each step). */}
      <output id={`${id}__value`} htmlFor={id} className="rb-slider__value" aria-hidden="true">
        {current === undefined ? '–' : `${current}${unit}`}
      </output>
    </div>
  );
}
