// One choice among a few, all visible at once as chips (the select widget, a merchant's bill
// types). Each chip is a native radio button in a group named by its label, so the keyboard
// reaches the group with one Tab and moves the choice with the arrow keys, and a screen reader
// announces each option and whether it is chosen. (The UI kit's Selector drew clickable divs
// that no keyboard could reach.) Once chosen, a choice can be changed but not emptied.
import './choice-chips.css';

export interface Chip {
  value: string;
  label: string;
}

export interface ChoiceChipsProps {
  /** The group's id (the field id: the adapter scrolls to it on an error). */
  id?: string;
  /** Radios of one group share a name. */
  name: string;
  chips: Chip[];
  value: string | undefined;
  onChoose: (value: string) => void;
  labelledBy?: string;
  label?: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
}

export function ChoiceChips(props: ChoiceChipsProps) {
  return (
    <div
      id={props.id}
      className="rb-select"
      role="radiogroup"
      aria-labelledby={props.labelledBy}
      aria-label={props.labelledBy ? undefined : props.label}
      aria-describedby={props.describedBy}
      aria-invalid={props.invalid || undefined}
      aria-required={props.required || undefined}
    >
      {props.chips.map((chip) => {
        const checked = props.value === chip.value;
        return (
          <label key={chip.value} className={`rb-select__item${checked ? ' rb-select__item--active' : ''}${props.disabled ? ' rb-select__item--disabled' : ''}`}>
            <input
              type="radio"
              className="rb-select__input"
              name={props.name}
              value={chip.value}
              checked={checked}
              disabled={props.disabled}
              onChange={() => props.onChoose(chip.value)}
            />
            {chip.label}
          </label>
        );
      })}
    </div>
  );
}
