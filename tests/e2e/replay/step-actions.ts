// One step entry done on the page, the way tests/replay/steps.ts does it on the engine: fill
// and submit a form, apply a list filter, confirm (answering or cancelling the mobile-token
// sheet), start a verification, Amend back to the form, or Retry after a failure.
import { expect, type Locator, type Page } from '@playwright/test';
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
    // A prompt the shell opened over the page (the service-auth answer's) is declined first.
    const prompt = page.getByRole('dialog');
    if (await prompt.isVisible()) await prompt.getByRole('button', { name: tokenTexts(locale).cancel, exact: true }).click();
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
      // A list that leads on (multiple-verify's Verify now) moves by its 'continue' button.
      if (entry.filter === undefined) return await pressContinue(view, step, locale, label, false);
      // The filter form sits in a closed disclosure titled 'Filter'.
      const panel = view.locator('details.list-filter');
      const apply = panel.getByRole('button', { name: adapterText('confirm', locale), exact: true });
      if (!(await apply.isVisible())) await panel.getByText(adapterText('filter', locale), { exact: true }).click();
      await expect(apply).toBeVisible();
      await fillForm(page, panel, flow, fixture, step, entry.filter);
      await apply.click();
      return;
    }
    case 'detail':
      // A detail step moves on by its 'continue' button (the one its condition shows).
      return pressContinue(view, step, locale, label, true);
    case 'verification':
      await view.getByRole('button', { name: step.startLabel?.[locale] ?? VERIFICATION_START[locale], exact: true }).click();
      return;
    default:
      throw new Error(`${label}: a ${step.kind} step has no customer action to replay`);
  }
}

/** The verification page's Start (widgets/renderers/VerificationStepView.tsx). */
const VERIFICATION_START = { 'zh-TW': '開始驗證', 'zh-CN': '开始验证', en: 'Start verification' } as const;

async function pressContinue(view: Locator, step: Step, locale: Fixture['locale'], label: string, required: boolean): Promise<void> {
  for (const button of ('buttons' in step ? step.buttons : undefined) ?? []) {
    if (button.action !== 'continue') continue;
    const target = view.getByRole('button', { name: button.label[locale], exact: true });
    if (await target.isVisible()) {
      await target.click();
      return;
    }
  }
  if (required) throw new Error(`${label}: the ${step.kind} step shows no 'continue' button`);
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
  // The first sheet of a verification may be the SMS sheet (a customer without a token, or a caller's theMods).
  const sms = page.getByTestId('sms-otp-sheet');
  const token = page.getByRole('region', { name: t.title });
  await expect(sms.or(token)).toBeVisible();
  const sheet = (await sms.isVisible()) ? sms : token;
  await sheet.getByRole('button', { name: t.cancel, exact: true }).click();
  await expect(sheet).toBeHidden();
}

/**
 * Verification: each proof in the order the entry gives them (the bank's order for a bizType,
 * the caller's for theMods): the transaction confirmation code into the token sheet, the SMS
 * code into the SMS sheet, the password into the password box, the transaction password into
 * the float box (the scripted bank expects exactly those).
 */
async function passVerification(page: Page, fixture: Fixture, entry: StepEntry, label: string): Promise<void> {
  const proofs = (entry.verify?.proofs ?? {}) as Record<string, { otp?: string; password?: string } | undefined>;
  const t = tokenTexts(fixture.locale);
  const texts = appTexts(fixture.locale);
  for (const [mode, proof] of Object.entries(proofs)) {
    if (mode === 'sms') {
      if (typeof proof?.otp !== 'string') throw new Error(`${label}: verify.proofs.sms has no otp`);
      const sheet = page.getByTestId('sms-otp-sheet');
      await sheet.getByRole('textbox').fill(proof.otp);
      await sheet.getByRole('button', { name: texts['sms.confirm']!, exact: true }).click();
      await expect(sheet).toBeHidden();
    } else if (mode === 'token') {
      if (typeof proof?.otp !== 'string') throw new Error(`${label}: verify.proofs.token has no otp`);
      const sheet = page.getByRole('region', { name: t.title });
      await sheet.getByLabel(t.codeLabel, { exact: true }).fill(proof.otp);
      await sheet.getByRole('button', { name: t.confirm, exact: true }).click();
      await expect(sheet).toBeHidden();
    } else if (mode === 'password' || mode === 'float') {
      const name = mode === 'float' ? FLOAT_TITLE[fixture.locale] : texts['security.passwordTitle']!;
      const box = page.getByRole('region', { name });
      await box.getByLabel(mode === 'float' ? name : texts['security.passwordLabel']!, { exact: true }).fill(String(proof?.password));
      await box.getByRole('button', { name: t.confirm, exact: true }).click();
      await expect(box).toBeHidden();
    } else {
      throw new Error(`${label}: a ${mode} proof is not replayed in the browser (its page has its own spec)`);
    }
  }
}

/** The transaction (float) password box's title (app/security/PasswordBoxSheet.tsx). */
const FLOAT_TITLE = { 'zh-TW': '交易密碼', 'zh-CN': '交易密码', en: 'Transaction password' } as const;
