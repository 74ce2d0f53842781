// A single-choice list inside a sheet (accounts, banks, saved payees). Native buttons with
// role="radio" keep every row reachable by keyboard and announced with its checked state.
import type { ReactNode } from 'react';
import './shared.css';

export interface OptionItem {
  key: string;
  selected: boolean;
  content: ReactNode;
  onChoose: () => void;
}

export function OptionList({ label, items, empty }: { label: string; items: OptionItem[]; empty?: ReactNode }) {
  if (items.length === 0) {
    return (
      <div className="rb-options__empty" role="status">
        {empty}
      </div>
    );
  }
  return (
    <div role="radiogroup" aria-label={label} className="rb-options">
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="radio"
          aria-checked={item.selected}
          className={`rb-options__item${item.selected ? ' rb-options__item--selected' : ''}`}
          onClick={item.onChoose}
        >
          <span className="rb-options__content">{item.content}</span>
          {item.selected ? (
            <span className="rb-options__check" aria-hidden="true">
              ✓
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
