// One fixture replayed in Chromium: the page opened where the journey starts, each step entry
// done through the real UI and checked as the customer sees it, then the end-of-run checks
// of the engine-level runner on the bank conversation.
import { test, type Page } from '@playwright/test';
import type { Fixture } from '../../replay/fixture';
import { flowsById } from '../../replay/flows';
import { watchCsp } from '../support/csp-guard';
import { BrowserBank } from './browser-bank';
import { expectSettled, expectState, expectStep } from './expectations';
import { openJourney } from './open-journey';
import { performEntry } from './step-actions';

export async function replayInBrowser(page: Page, fixture: Fixture): Promise<void> {
  const flow = flowsById()[fixture.flow];
  if (!flow) throw new Error(`no flow with id '${fixture.flow}' in flows/`);
  const checkCsp = await watchCsp(page);
  const bank = new BrowserBank(fixture, flow);
  await bank.attach(page);

  const journey = async () => {
    await test.step('open the start page', () => openJourney(page, fixture, flow));
    for (const [i, entry] of fixture.steps.entries()) {
      const label = `steps[${i}] (${entry.step})`;
      await test.step(label, async () => {
        await expectStep(page, flow, fixture, entry.step, label);
        await expectSettled(page, label);
        await performEntry(page, flow, fixture, entry, label);
        await expectState(page, flow, fixture, entry.expect ?? {}, label);
      });
    }
    await test.step('outcome', () => expectState(page, flow, fixture, fixture.outcome, 'outcome'));
    await bank.settle();
  };
  // A request the fixture does not match ends the test at once, with the runner's diff.
  await bank.watch(journey());

  bank.finish();
  if (bank.problems.length) throw new Error(bank.report());
  await checkCsp();
}
