// @vitest-environment jsdom
// The chart field format: the line's path and the summary that names it.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chartSummary, LineChart, linePath } from '../../../engine/react/LineChart';

describe('line chart', () => {
  it('draws one point per value, lowest at the bottom and highest at the top', () => {
    const d = linePath([1, 3, 2]);
    expect(d).toBe('M6.0,114.0 L160.0,6.0 L314.0,60.0');
  });
  it('draws a flat series in the middle of nothing: no division by zero', () => {
    expect(linePath([5, 5])).toBe('M6.0,114.0 L314.0,114.0');
  });
  it('is an image named by its label and the first, last, low and high values', () => {
    expect(chartSummary([7.8, 7.79, 7.81])).toBe('7.8 → 7.81 (7.79 – 7.81)');
    render(<LineChart values={[7.8, 7.79, 7.81]} label="Mid rate" />);
    expect(screen.getByRole('img', { name: 'Mid rate: 7.8 → 7.81 (7.79 – 7.81)' })).toBeTruthy();
  });
  it('draws nothing for fewer than two values', () => {
    const { container } = render(<LineChart values={[1]} label="x" />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
