// The tappable row that shows the current choice and opens a sheet (account, bank, date).
// It is a native button so it is focusable and activatable by keyboard; its accessible name
// is the field label followed by the shown value.
import type { ReactNode } from 'react';
import { labelId } from './ids';
import './shared.css';

export interface PickerTriggerProps {
  id: string;
  /** Id of the element naming the field; defaults to the FieldTemplate label. */
  labelledBy?: string | undefined;
  describedBy?: string | undefined;
  invalid?: boolean;
  disabled?: boolean | undefined;
  expanded: boolean;
  placeholder: string;
  onOpen: () => void;
  children?: ReactNode;
}

export function PickerTrigger(props: PickerTriggerProps) {
  const valueId = `${props.id}__value`;
  const hasValue = props.children !== undefined && props.children !== null && props.children !== false;
  return (
    <button
      type="button"
      id={props.id}
      className="rb-picker"
      aria-haspopup="dialog"
      aria-expanded={props.expanded}
      aria-labelledby={`${props.labelledBy ?? labelId(props.id)} ${valueId}`}
      aria-describedby={props.describedBy}
      aria-invalid={props.invalid || undefined}
      disabled={props.disabled}
      onClick={props.onOpen}
    >
      <span id={valueId} className={hasValue ? 'rb-picker__value' : 'rb-picker__placeholder'}>
        {hasValue ? props.children : props.placeholder}
      </span>
      <span className="rb-picker__arrow" aria-hidden="true">
        ›
      </span>
    </button>
  );
}
