// A flow chart's points and value texts (widgets/renderers/ChartBlock.tsx): instants on a time axis
// read in Hong Kong time in the table, calendar days, numbers; fixed decimals given as a number
// or read from the context (a rate's places depend on its currency).
import { describe, expect, it } from 'vitest';
import { chartData, chartDecimals, chartValueText, type ChartSpec } from '../../../widgets/renderers/ChartBlock';
import type { Formatters } from '../../../engine/react/kit';

const fmt: Formatters = {
  money: (minor, currency) => `${currency} ${(minor / 100).toFixed(2)}`,
  account: (n) => n,
  bank: (c) => c,
  date: (iso) => `day ${iso}`,
  datetime: (iso) => `at ${iso}`,
};
const label = { 'zh-TW': 'x', 'zh-CN': 'x', en: 'x' };

const history: ChartSpec = {
  label,
  items: 'loaded.history.points',
  x: { value: 'item.at', format: 'datetime', label },
  series: [{ value: 'item.rate', label }],
  format: 'number',
  decimals: 'loaded.history.decimals',
};
const scope = {
  loaded: {
    history: {
      decimals: 4,
      points: [
        { at: '2026-03-02T08:00:00+08:00', rate: 7.8031 },
        { at: '2026-03-02T08:02:00+08:00', rate: 7.8 },
        { at: 'not a time', rate: 7.9 },
        { at: '2026-03-02T08:04:00+08:00', rate: 'n/a' },
      ],
    },
  },
};

describe('chart data', () => {
  it('places instants in epoch seconds and names them as the formatter does; unusable points are left out', () => {
    const data = chartData(history, scope, fmt);
    expect(data.x).toEqual([Date.parse('2026-03-02T00:00:00Z') / 1000, Date.parse('2026-03-02T00:02:00Z') / 1000]);
    expect(data.xText).toEqual(['at 2026-03-02T08:00:00+08:00', 'at 2026-03-02T08:02:00+08:00']);
    expect(data.series).toEqual([[7.8031, 7.8]]);
  });

  it('places calendar days at UTC midnight and numbers as they are', () => {
    const days = chartData({ ...history, x: { value: 'item.day', label } }, { loaded: { history: { points: [{ day: '2026-01-31', rate: 1 }] } } }, fmt);
    expect(days).toEqual({ x: [Date.UTC(2026, 0, 31) / 1000], xText: ['day 2026-01-31'], series: [[1]] });
    const years = chartData({ ...history, x: { value: 'item.year', label } }, { loaded: { history: { points: [{ year: 3, rate: 2 }] } } }, fmt);
    expect(years).toEqual({ x: [3], xText: ['3'], series: [[2]] });
  });

  it('shows fixed decimals from the context, or up to six without them', () => {
    expect(chartDecimals(history, scope)).toBe(4);
    expect(chartDecimals({ ...history, decimals: 6 }, scope)).toBe(6);
    expect(chartDecimals({ ...history, decimals: 'loaded.history.missing' }, scope)).toBeUndefined();
    expect(chartValueText(history, 7.8, '', fmt, 'en', 4)).toBe('7.8000');
    expect(chartValueText(history, 0.052345, '', fmt, 'en', 6)).toBe('0.052345');
    expect(chartValueText(history, 0.0523451, '', fmt, 'en')).toBe('0.052345');
    expect(chartValueText({ ...history, format: 'percent' }, 3.25, '', fmt, 'en')).toBe('3.25%');
    expect(chartValueText({ ...history, format: 'money' }, 12345, 'HKD', fmt, 'en')).toBe('HKD 123.45');
  });
});
