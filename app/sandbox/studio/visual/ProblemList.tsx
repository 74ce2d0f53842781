// The linter's problems about one part, shown on that part.
import type { StudioProblem } from '../studio-api';

export function ProblemList({ problems, label }: { problems: StudioProblem[]; label: string }) {
  if (!problems.length) return null;
  return (
    <ul className="visual-problems" aria-label={label}>
      {problems.map((p, i) => (
        <li key={i}>
          {p.message} <span className="studio-rule">[{p.rule}]</span>
        </li>
      ))}
    </ul>
  );
}
