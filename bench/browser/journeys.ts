// The journeys whose step transitions the benchmark times (bench/browser-transitions.ts): where
// each starts, how its first form is filled, and which buttons move it a step on and back.
import type { Page } from 'playwright-core';
import { fillBill } from './transition';

export interface TimedJourney {
  name: string;
  route: string;
  /** false: opened without a session (a new customer applying). */
  loggedOn: boolean;
  /** Fills the start step so that its button moves on. */
  fill(page: Page): Promise<void>;
  /** The start step's button and the step it leads to. */
  forward: { button: string; to: string };
  /** The next step's button back to the start (Amend), when it has one; else the start is loaded again. */
  back?: { button: string; to: string };
}

async function chooseInSheet(page: Page, trigger: string, option: string | RegExp): Promise<void> {
  await page.getByText(trigger).first().click();
  await page.getByRole('radio').filter({ hasText: option }).first().click();
}

async function pickDate(page: Page, label: string, iso: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  const sheet = page.getByRole('dialog', { name: label });
  const [y, m, d] = iso.split('-').map((n) => String(Number(n)));
  await sheet.getByRole('combobox', { name: 'Year', exact: true }).selectOption(y!);
  await sheet.getByRole('combobox', { name: 'Month', exact: true }).selectOption(m!);
  await sheet.getByRole('combobox', { name: 'Day', exact: true }).selectOption(d!);
  await sheet.getByRole('button', { name: 'Confirm', exact: true }).click();
  await sheet.waitFor({ state: 'hidden' });
}

export const TIMED_JOURNEYS: TimedJourney[] = [
  {
    name: 'transfer',
    route: '/transfer-pay/transfer-create',
    loggedOn: true,
    fill: async (page) => {
      await chooseInSheet(page, 'Select an account', 'HKD Savings');
      await chooseInSheet(page, 'Choose from saved payees', 'WONG SIU MING');
      await page.getByPlaceholder('Enter the amount').fill('10');
      await page.getByText('I have read and agree').click();
    },
    forward: { button: 'Next', to: 'confirm' },
    back: { button: 'Amend', to: 'input' },
  },
  {
    name: 'bill',
    route: '/transfer-pay/newbill-create',
    loggedOn: true,
    fill: fillBill,
    forward: { button: 'Agree and Continue', to: 'confirm' },
    back: { button: 'Amend', to: 'input' },
  },
  {
    name: 'e-cheque',
    route: '/transfer-pay/e-check-create',
    loggedOn: true,
    fill: async (page) => {
      await page.getByText('Select an account').click();
      await page.locator('.adm-popup').getByText(/Available balance HKD/).first().click();
      await page.getByPlaceholder("As the payee's account name").fill('WONG SIU MING');
      await page.getByPlaceholder('Enter the amount').fill('1200');
    },
    forward: { button: 'Confirm', to: 'confirm' },
    back: { button: 'Amend', to: 'input' },
  },
  {
    // A rate alert: the form, then the bank's answer (its time is taken out).
    name: 'forex',
    route: '/forex/page-alert-create',
    loggedOn: true,
    fill: async (page) => {
      await page.getByPlaceholder('e.g. 7.8000').fill('7.1234');
    },
    forward: { button: 'Confirm', to: 'done' },
  },
  {
    name: 'account opening',
    route: '/openAccount/index',
    loggedOn: false,
    fill: async (page) => {
      await pickDate(page, 'Date of birth', '1990-05-17');
      await page.getByRole('radio', { name: 'Integrated Account (HKD Savings and Multi-currency Savings)', exact: true }).check();
    },
    forward: { button: 'Start', to: 'hkOpen' },
  },
];
