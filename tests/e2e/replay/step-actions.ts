// One step entry done on the page, the way tests/replay/steps.ts does it on the engine: fill
// and submit a form, apply a list filter, confirm (answering or cancelling the mobile-token
// sheet), Amend back to the form, or Retry after a failure.
import { expect, type Page } from '@playwright/test';
import type { Flow, Step } from '../../../engine/core/flow-types';
import type { Fixture, StepEntry } from '../../replay/fixture';
import { fillForm } from './form-filler';
import { adapterText, appTexts, tokenTexts } from './texts';

export async function performEntry(page: Page, flow: Flow, fixture: Fixture, entry: StepEntry, label: string): Promise<void> {
  const step = flow.steps[entry.step];
  if (!step) throw new Error(`${label}: the flow has no step '${entry.step}'`);
  const view = page.locator('.flow-step');
  const locale = fixture.locale;
  const action = entry.action ?? 'proceed';

  if (action === 'back') {
    if (step.kind !== 'confirm') throw new Error(`${label}: 'back' is replayed from a confirm step's Amend only`);
    await view.getByRole('button', { name: step.amendLabel?.[locale] ?? adapterText('amend', locale), exact: true }).click();
    return;
  }
  if (action === 'retry') {
    await view.locator('.run-error').getByRole('button', { name: adapterText('retry', locale), exact: true }).click();
    // Retrying a submit runs its authentication again.
    if (entry.auth) await answerToken(page, fixture, entry, label);
    return;
  }

  await proceed(page, flow, fixture, step, entry, label);
  if (entry.verify?.cancel) {
    await cancelToken(page, fixture);
    return;
  }
  if (entry.verify) await passVerification(page, fixture, entry, label);
  if (action === 'authCancel') await cancelToken(page, fixture);
  else if (entry.auth) await answerToken(page, fixture, entry, label);
}

async function proceed(page: Page, flow: Flow, fixture: Fixture, step: Step, entry: StepEntry, label: string): Promise<void> {
  const view = page.locator('.flow-step');
  const locale = fixture.locale;
  switch (step.kind) {
    case 'form': {
      // Without `input` the entry submits what the step already holds.
      if (entry.input !== undefined) await fillForm(page, view, flow, fixture, step, (entry.input ?? {}) as Record<string, unknown>);
      await view.getByRole('button', { name: step.submitLabel?.[locale] ?? adapterText('next', locale), exact: true }).click();
      return;
    }
    case 'confirm':
      await view.getByRole('button', { name: step.confirmLabel?.[locale] ?? adapterText('confirm', locale), exact: true }).click();
      return;
    case 'list': {
      if (entry.filter === undefined) return;
      // The filter form sits in a closed disclosure titled 'Filter'.
      const panel = view.locator('details.list-filter');
      const apply = panel.getByRole('button', { name: adapterText('confirm', locale), exact: true });
      if (!(await apply.isVisible())) await panel.getByText(adapterText('filter', locale), { exact: true }).click();
      await expect(apply).toBeVisible();
      await fillForm(page, panel, flow, fixture, step, entry.filter);
      await apply.click();
      return;
    }
    case 'detail': {
      // A detail step moves on by its 'continue' button (the one its condition shows).
      for (const button of step.buttons ?? []) {
        if (button.action !== 'continue') continue;
        const target = view.getByRole('button', { name: button.label[locale], exact: true });
        if (await target.isVisible()) {
          await target.click();
          return;
        }
      }
      throw new Error(`${label}: the detail step shows no 'continue' button`);
    }
    default:
      throw new Error(`${label}: a ${step.kind} step has no customer action to replay`);
  }
}

/** Types the fixture's code into the token sheet: the scripted bank expects exactly that code. */
async function answerToken(page: Page, fixture: Fixture, entry: StepEntry, label: string): Promise<void> {
  const auth = entry.auth!;
  if (auth.method !== 'mobile-token' || typeof auth.otp !== 'string') {
    throw new Error(`${label}: only a mobile-token credential with an otp is replayed in the browser`);
  }
  const t = tokenTexts(fixture.locale);
  const sheet = page.getByRole('region', { name: t.title });
  await sheet.getByLabel(t.codeLabel, { exact: true }).fill(auth.otp);
  await sheet.getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(sheet).toBeHidden();
}

async function cancelToken(page: Page, fixture: Fixture): Promise<void> {
  const t = tokenTexts(fixture.locale);
  const sheet = page.getByRole('region', { name: t.title });
  await sheet.getByRole('button', { name: t.cancel, exact: true }).click();
  await expect(sheet).toBeHidden();
}

/**
 * Strengthened verification: the transaction confirmation code goes into the token sheet (or the
 * SMS code into the SMS sheet), the password into the password box, as the entry's proofs say
 * (the scripted bank expects exactly those).
 */
async function passVerification(page: Page, fixture: Fixture, entry: StepEntry, label: string): Promise<void> {
  const proofs = (entry.verify?.proofs ?? {}) as { token?: { otp?: string }; sms?: { otp?: string }; password?: { password?: string } };
  const t = tokenTexts(fixture.locale);
  if (proofs.sms) {
    // The SMS fallback (a customer without a token): the code goes into the SMS sheet.
    if (typeof proofs.sms.otp !== 'string') throw new Error(`${label}: verify.proofs.sms has no otp`);
    const sheet = page.getByTestId('sms-otp-sheet');
    await sheet.getByRole('textbox').fill(proofs.sms.otp);
    await sheet.getByRole('button', { name: appTexts(fixture.locale)['sms.confirm']!, exact: true }).click();
    await expect(sheet).toBeHidden();
  }
  if (proofs.token) {
    if (typeof proofs.token.otp !== 'string') throw new Error(`${label}: verify.proofs.token has no otp`);
    const sheet = page.getByRole('region', { name: t.title });
    await sheet.getByLabel(t.codeLabel, { exact: true }).fill(proofs.token.otp);
    await sheet.getByRole('button', { name: t.confirm, exact: true }).click();
    await expect(sheet).toBeHidden();
  }
  if (proofs.password) {
    const texts = appTexts(fixture.locale);
    const box = page.getByRole('region', { name: texts['security.passwordTitle']! });
    await box.getByLabel(texts['security.passwordLabel']!, { exact: true }).fill(String(proofs.password.password));
    await box.getByRole('button', { name: t.confirm, exact: true }).click();
    await expect(box).toBeHidden();
  }
}
