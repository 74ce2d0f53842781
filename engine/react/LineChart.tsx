// A series of numbers drawn as a line (field format "chart"): inline SVG, no chart library, so
// it costs the flow page a few hundred bytes. Named for screen readers by the field's label and
// a summary of the series (first, last, low, high); the values themselves are other fields.
const WIDTH = 320;
const HEIGHT = 120;
const PAD = 6;

export function chartSummary(values: number[]): string {
  if (values.length === 0) return '';
  return `${values[0]} → ${values[values.length - 1]} (${Math.min(...values)} – ${Math.max(...values)})`;
}

export function linePath(values: number[]): string {
  const min = Math.min(...values);
  const span = Math.max(...values) - min || 1;
  const x = (i: number) => PAD + (i * (WIDTH - 2 * PAD)) / Math.max(values.length - 1, 1);
  const y = (v: number) => HEIGHT - PAD - ((v - min) * (HEIGHT - 2 * PAD)) / span;
  return values.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
}

export function LineChart({ values, label }: { values: number[]; label: string }) {
  if (values.length < 2) return null;
  const name = `${label}: ${chartSummary(values)}`;
  return (
    <svg className="line-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={name} data-points={values.length}>
      <title>{name}</title>
      <path d={linePath(values)} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
    </svg>
  );
}
