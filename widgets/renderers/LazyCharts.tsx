// The charts of a step, loaded only when the step declares one: the chart code (and, with the
// first chart drawn, uPlot) never travels with the flow page itself.
import { lazy, Suspense } from 'react';
import type { ChartSpec } from './ChartBlock';

const ChartList = lazy(() => import('./ChartBlock').then((m) => ({ default: m.ChartList })));

export function Charts({ charts, scope }: { charts: ChartSpec[] | undefined; scope: object }) {
  if (!charts?.length) return null;
  return (
    <Suspense fallback={null}>
      <ChartList charts={charts} scope={scope} />
    </Suspense>
  );
}
