// A fixture's expectations checked on the page, as a customer would see them: the step by
// the URL (its route, plus ?step= when it shares the route with an earlier step), field
// errors by the messages under each field, a run error by the banner's text.
import { expect, type Page } from '@playwright/test';
import type { Flow, Locale } from '../../../engine/core/flow-types';
import { firstStepOfRoute } from '../../../app/routing/flow-url';
import type { Expectation, Fixture } from '../../replay/fixture';
import { exactly, fieldLabel } from './texts';

/** What the URL of `stepId` looks like; the run's query (fixture.query) stays on every step. */
export function isStepUrl(flow: Flow, fixture: Fixture, stepId: string): (url: URL) => boolean {
  const step = flow.steps[stepId];
  const stepParam = step && firstStepOfRoute(flow, step.route) !== stepId ? stepId : null;
  return (url) => {
    const [hashPath = '', hashQuery = ''] = url.hash.replace(/^#/, '').split('?');
    const params = new URLSearchParams(hashQuery);
    return (
      !!step &&
      hashPath === step.route &&
      params.get('step') === stepParam &&
      Object.entries(fixture.query ?? {}).every(([key, value]) => params.get(key) === value)
    );
  };
}

export async function expectStep(page: Page, flow: Flow, fixture: Fixture, stepId: string, label: string): Promise<void> {
  await expect(page, `${label}: the page should show step '${stepId}'`).toHaveURL(isStepUrl(flow, fixture, stepId));
  // The step's view is mounted and has its data (the adapter shows a loading line until then).
  const view = page.locator(`.flow-step[data-step="${stepId}"]`);
  await expect(view, `${label}: step '${stepId}' should be on screen`).toBeVisible();
  await expect(view.locator('.step-loading'), `${label}: step '${stepId}' should have loaded`).toHaveCount(0);
}

/** Waits until no button of the step shows progress: the last action has finished. */
export async function expectSettled(page: Page, label: string): Promise<void> {
  await expect(page.locator('.flow-step .adm-button-loading'), `${label}: the step should have finished working`).toHaveCount(0);
}

export async function expectState(page: Page, flow: Flow, fixture: Fixture, expected: Expectation, label: string): Promise<void> {
  if (expected.step !== undefined) await expectStep(page, flow, fixture, expected.step, label);
  await expectSettled(page, label);
  const banner = page.locator('.flow-step .run-error');
  if (expected.status === 'failed' && !expected.error) await expect(banner, `${label}: a failure should show`).toBeVisible();
  if (expected.error === null) await expect(banner, `${label}: no error should show`).toHaveCount(0);
  else if (expected.error) {
    await expect(banner, `${label}: the error should show`).toBeVisible();
    if (expected.error.message !== undefined) await expect(banner, `${label}: the error message`).toContainText(expected.error.message);
  }
  if (expected.fieldErrors !== undefined) {
    const stepId = expected.step ?? (await currentStep(page));
    await expectFieldErrors(page, flow, stepId, fixture.locale, expected.fieldErrors, label);
  }
}

/**
 * Exactly the expected messages under the fields ({} means none): the whole set first (so a
 * message nobody expected fails), then each under the field its label names.
 */
async function expectFieldErrors(
  page: Page,
  flow: Flow,
  stepId: string | undefined,
  locale: Locale,
  expected: Record<string, string[]>,
  label: string,
): Promise<void> {
  const unique = (messages: string[]) => [...new Set(messages)];
  const all = Object.entries(expected).flatMap(([path, messages]) => (path === '' ? [] : unique(messages)));
  const shown = page.locator('.flow-step .rb-field__errors > div');
  await expect
    .poll(async () => (await shown.allInnerTexts()).sort(), { message: `${label}: the field errors on screen` })
    .toEqual(all.sort());
  const step = stepId ? flow.steps[stepId] : undefined;
  for (const [path, messages] of Object.entries(expected)) {
    if (path === '') {
      // Errors about the form as a whole show above its buttons.
      for (const message of messages) await expect(page.getByText(message), `${label}: the form error`).toBeVisible();
      continue;
    }
    const text = step && fieldLabel(step, path, locale);
    if (!text) continue;
    // A field's label names its control (`for`); its messages carry the matching error id.
    const fieldId = await page.locator('.flow-step label.rb-field__label').filter({ hasText: exactly(text) }).getAttribute('for');
    // (RJSF's errorId(), which widgets/shared/ids.ts re-exports; its CommonJS build has no
    // named exports under Node's ESM loader, so the convention is spelled out here.)
    const under = page.locator(`[id="${fieldId ?? ''}__error"] > div`);
    await expect(under, `${label}: the errors under '${text}'`).toHaveText(unique(messages));
  }
}

async function currentStep(page: Page): Promise<string | undefined> {
  return (await page.locator('.flow-step').getAttribute('data-step')) ?? undefined;
}
