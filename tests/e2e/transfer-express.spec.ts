// An express (urgent) USD transfer made after the 12:00 noon cut-off on the last business day
// before a Hong Kong public holiday is dated the next working day and waits until then.
// The sandbox clock is moved forward for it (one-way for the rest of the run; later specs
// follow the bank's time through syncBrowserClock).
import { expect, test } from './support/test';
import { addDays } from '../../domain/calendar/business-calendar';
import { hongKongCalendar } from './support/bank-calendar';
import { TEXT, confirmWithToken, fillTransfer, logIn } from './support/bank-app';
import { sandboxNow } from './support/sandbox-clock';

/** The first business day after `from` whose next business day lies beyond a weekday holiday. */
function dayBeforeHoliday(from: string): string {
  for (let day = addDays(from, 1); ; day = addDays(day, 1)) {
    if (!hongKongCalendar.isBusinessDay(day)) continue;
    const next = hongKongCalendar.nextBusinessDay(day);
    for (let d = addDays(day, 1); d < next; d = addDays(d, 1)) {
      const weekday = new Date(`${d}T00:00:00Z`).getUTCDay();
      if (weekday >= 1 && weekday <= 5) return day;
    }
  }
}

test('express transfer after the cut-off before a holiday is dated the next working day', async ({ page, request }) => {
  const now = await sandboxNow(request);
  const day = dayBeforeHoliday(hongKongCalendar.localDate(now));
  const afterCutOff = `${day}T05:00:00.000Z`; // 13:00 Hong Kong time
  const expectedValueDate = hongKongCalendar.nextBusinessDay(day);
  await sandboxNow(request, { moveTo: afterCutOff });
  await page.clock.install({ time: Date.parse(afterCutOff) });

  await logIn(page, 'chan.taiman', 'en');
  await page.goto('/#/transfer-pay/transfer-create-express');
  await fillTransfer(page, 'en', { account: 'Multi-currency Savings Account - USD', payee: 'CHEUNG KA FAI', amount: '100' });
  await page.getByRole('button', { name: TEXT.en.next }).click();
  await expect(page).toHaveURL(/transfer-create-express\?step=confirm/);
  await expect(page.getByText(/Cut-off is 12:00 noon Hong Kong time/)).toBeVisible();
  await confirmWithToken(page, 'en');
  await expect(page).toHaveURL(/transfer-success-express/);
  await expect(page.getByText(/After the cut-off: your instruction will be processed on the next working day/)).toBeVisible();
  const [y, m, d] = expectedValueDate.split('-');
  await expect(page.getByTestId('result-step')).toContainText(new RegExp(`${y}.${m}.${d}|${Number(d)}.${Number(m)}.${y}|${d}/${m}/${y}`));

  // In the records it waits to be processed.
  await page.getByRole('button', { name: TEXT.en.records }).click();
  const row = page.locator('.list-rows .adm-list-item').first();
  await expect(row).toContainText('CHEUNG KA FAI');
  await expect(row).toContainText('Waiting to be processed');
});
