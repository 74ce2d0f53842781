// The lines a change removes and adds, as the studio shows them wherever it shows a diff: the
// save dialog, the visual editor's changes and the screen review's accessibility trees.
import type { ChangedLine } from './SaveDialog';

interface Props {
  lines: ChangedLine[];
  label: string;
  /** A class of the place it sits in (its size), beside the diff's own. */
  className?: string;
}

export function DiffView({ lines, label, className }: Props) {
  return (
    <pre className={className ? `studio-diff ${className}` : 'studio-diff'} tabIndex={0} aria-label={label}>
      {lines.map((line, i) => (
        <span key={i} className={`studio-diff__line studio-diff__line--${line.mark === '+' ? 'added' : line.mark === '-' ? 'removed' : 'same'}`}>
          {line.mark} {line.text}
          {'\n'}
        </span>
      ))}
    </pre>
  );
}
