// A chart a flow declares (`charts` on a result, detail or list step): one point per element of
// a list in the context. The drawing library (uPlot) loads with the first chart drawn, so only
// pages that chart pay for it. The same values are always offered as a table (the chart's text
// alternative for screen readers, and for anyone who would rather read figures); the canvas
// itself is hidden from assistive technology.
import { lazy, Suspense, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { toJS } from 'mobx';
import type { Locale, ResultStep } from '../../engine/core/flow-types';
import { resolvePath } from '../../engine/core/context';
import { useEngineKit, type Formatters } from '../../engine/react/kit';
import { adapterText } from '../../engine/react/texts';

export type ChartSpec = NonNullable<ResultStep['charts']>[number];

const UPlotChart = lazy(() => import('./UPlotChart'));

export interface ChartData {
  /** x values: numbers, or dates as epoch seconds. */
  x: number[];
  /** One array per series, in the spec's order. */
  series: number[][];
  /** The x values as the customer reads them. */
  xText: string[];
}

function dateSeconds(text: string): number {
  const [y, m, d] = text.split('-').map(Number);
  return Date.UTC(y!, (m ?? 1) - 1, d ?? 1) / 1000;
}

/** An x value as the chart places it (epoch seconds for days and instants) and as the table reads it. */
function xPoint(spec: ChartSpec, raw: unknown, fmt: Formatters): { x: number; text: string } | undefined {
  if (spec.x.format === 'datetime') {
    const ms = typeof raw === 'string' ? Date.parse(raw) : NaN;
    return Number.isFinite(ms) ? { x: ms / 1000, text: fmt.datetime(raw as string) } : undefined;
  }
  const isDate = spec.x.format === 'date' || (typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}/.test(raw));
  if (isDate && typeof raw === 'string') return { x: dateSeconds(raw), text: fmt.date(raw) };
  if (typeof raw === 'number') return { x: raw, text: String(raw) };
  return undefined;
}

/** The chart's points from the context; elements with a missing or non-numeric value are left out. */
export function chartData(spec: ChartSpec, scope: object, fmt: Formatters): ChartData {
  const items = (toJS(resolvePath(scope, spec.items)) as unknown[] | undefined) ?? [];
  const out: ChartData = { x: [], series: spec.series.map(() => []), xText: [] };
  for (const item of items) {
    const row = { ...scope, item };
    const values = spec.series.map((s) => resolvePath(row, s.value));
    if (values.some((v) => typeof v !== 'number' || !Number.isFinite(v))) continue;
    const point = xPoint(spec, resolvePath(row, spec.x.value), fmt);
    if (!point) continue;
    out.x.push(point.x);
    out.xText.push(point.text);
    values.forEach((v, i) => out.series[i]!.push(v as number));
  }
  return out;
}

/** The fixed number of decimals the chart declares (a number, or read from the context), if any. */
export function chartDecimals(spec: ChartSpec, scope: object): number | undefined {
  const raw = typeof spec.decimals === 'string' ? resolvePath(scope, spec.decimals) : spec.decimals;
  return typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 && raw <= 8 ? raw : undefined;
}

/** How a series value reads (table cells, the chart's axis and legend). */
export function chartValueText(spec: ChartSpec, value: number, currency: string, fmt: Formatters, locale: Locale, decimals?: number): string {
  if (spec.format === 'money') return fmt.money(value, currency);
  const places = decimals === undefined ? { maximumFractionDigits: spec.format === 'percent' ? 4 : 6 } : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  const text = value.toLocaleString(locale, places);
  return spec.format === 'percent' ? `${text}%` : text;
}

export const ChartBlock = observer(function ChartBlock({ spec, scope }: { spec: ChartSpec; scope: object }) {
  const kit = useEngineKit();
  const id = useId();
  const data = chartData(spec, scope, kit.formatters);
  if (data.x.length === 0) return null;
  const currency = spec.currency ? String(resolvePath(scope, spec.currency) ?? '') : '';
  const decimals = chartDecimals(spec, scope);
  const text = (v: number) => chartValueText(spec, v, currency, kit.formatters, kit.locale, decimals);
  const label = spec.label[kit.locale];
  return (
    <figure className="chart-block" aria-labelledby={`${id}-caption`} data-testid="chart">
      <figcaption id={`${id}-caption`} className="chart-caption">
        {label}
      </figcaption>
      {spec.summary && <p className="chart-summary">{spec.summary[kit.locale]}</p>}
      <div className="chart-canvas" aria-hidden="true">
        <Suspense fallback={<div className="chart-placeholder" />}>
          <UPlotChart
            data={data}
            kind={spec.kind ?? 'line'}
            seriesLabels={spec.series.map((s) => s.label[kit.locale])}
            xTime={spec.x.format === 'datetime' ? 'instant' : spec.x.format === 'date' ? 'day' : undefined}
            valueText={text}
          />
        </Suspense>
      </div>
      <details className="chart-table" open={spec.tableOpen ?? undefined}>
        <summary>{adapterText('chartTable', kit.locale)}</summary>
        <table>
          <caption className="chart-table-caption">{label}</caption>
          <thead>
            <tr>
              <th scope="col">{spec.x.label[kit.locale]}</th>
              {spec.series.map((s, i) => (
                <th scope="col" key={i}>
                  {s.label[kit.locale]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.x.map((_, row) => (
              <tr key={row}>
                <th scope="row">{data.xText[row]}</th>
                {data.series.map((values, i) => (
                  <td key={i}>{text(values[row]!)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
});

export function ChartList({ charts, scope }: { charts: ChartSpec[] | undefined; scope: object }) {
  if (!charts?.length) return null;
  return (
    <>
      {charts.map((spec, i) => (
        <ChartBlock key={i} spec={spec} scope={scope} />
      ))}
    </>
  );
}
