// Monthly dates: the same day of month, or the month's last day when it is shorter
// (a plan started on 31 January runs on 28/29 February, then 31 March). Pure calendar
// arithmetic on 'YYYY-MM-DD', independent of the process time zone.
export function addMonthsClamped(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}
