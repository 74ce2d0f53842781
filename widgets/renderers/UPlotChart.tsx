// The drawing of a flow chart with uPlot (pinned, loaded lazily by ChartBlock): lines or bars,
// sized to its container. Colours come from the stylesheet's chart palette so they follow the
// app's theme; the canvas is decorative next to the chart's table.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartData } from './ChartBlock';

const PALETTE = ['#1f6fd1', '#c2410c', '#15803d', '#7c3aed'];

export default function UPlotChart({
  data,
  kind,
  seriesLabels,
  xTime,
  valueText,
}: {
  data: ChartData;
  kind: 'line' | 'bar';
  seriesLabels: string[];
  /** A time axis: calendar days (placed at UTC midnight) or instants (read in Hong Kong time). */
  xTime?: 'day' | 'instant';
  valueText: (value: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const width = Math.max(240, target.clientWidth || 320);
    const bars = kind === 'bar' ? uPlot.paths.bars?.({ size: [0.6, 40] }) : undefined;
    const plot = new uPlot(
      {
        width,
        height: 200,
        scales: { x: { time: xTime !== undefined } },
        // Axis ticks in the bank's time zone whatever the device's: a day stays that day, an hour that hour.
        ...(xTime ? { tzDate: (ts: number) => uPlot.tzDate(new Date(ts * 1000), xTime === 'day' ? 'Etc/UTC' : 'Asia/Hong_Kong') } : {}),
        // The legend is drawn below in React (swatches and names); uPlot's own is an interactive table.
        legend: { show: false },
        cursor: { show: true, drag: { x: false, y: false } },
        axes: [
          {},
          {
            size: 70,
            values: (_u, ticks) => ticks.map((t) => valueText(t)),
          },
        ],
        series: [
          {},
          ...seriesLabels.map((label, i) => ({
            label,
            stroke: PALETTE[i % PALETTE.length],
            width: 2,
            fill: kind === 'bar' ? PALETTE[i % PALETTE.length] + '99' : undefined,
            paths: bars,
            value: (_u: uPlot, v: number | null) => (v === null ? '' : valueText(v)),
          })),
        ],
      },
      [data.x, ...data.series],
      target,
    );
    return () => plot.destroy();
  }, [data, kind, seriesLabels, xTime, valueText]);
  return (
    <>
      <div ref={box} className="chart-plot" />
      <ul className="chart-legend">
        {seriesLabels.map((label, i) => (
          <li key={i}>
            <svg className="chart-swatch" viewBox="0 0 10 10" width="10" height="10">
              <rect width="10" height="10" fill={PALETTE[i % PALETTE.length]} />
            </svg>
            {label}
          </li>
        ))}
      </ul>
    </>
  );
}
