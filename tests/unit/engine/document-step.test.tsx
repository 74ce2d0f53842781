// @vitest-environment jsdom
// The document step: a page of text from the flow alone, in the customer's language; contact
// lines are tel:/mailto: links, questions are native disclosures, links are the app's routes,
// and text that looks like markup is shown as text, never read as HTML.
import '../widgets/dom-stubs';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FlowRun, type Flow } from '../../../engine/core';
import { EngineKitContext, FlowStepView } from '../../../engine/react';
import hotline from '../../../generated/journeys/settings.hotline/flow.json';
import questions from '../../../generated/journeys/settings.questions/flow.json';
import { deps, kit } from './step-kit';

const noBank = async (code: string) => {
  throw new Error(`a document page calls nobody (${code})`);
};

async function show(flow: unknown, locale?: 'zh-TW' | 'en') {
  const run = new FlowRun(flow as Flow, deps(noBank));
  await act(() => run.start());
  const k = kit();
  render(
    <EngineKitContext.Provider value={locale ? { ...k, locale } : k}>
      <FlowStepView run={run} />
    </EngineKitContext.Provider>,
  );
  return run;
}

describe('document step', () => {
  it('shows the title as the page heading, the sections, and numbers as tel: links', async () => {
    await show(hotline);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotlines' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Personal customer service hotline' })).toBeInTheDocument();
    const hotlineLink = screen.getAllByRole('link', { name: '+852 3188 2388' })[0]!;
    expect(hotlineLink).toHaveAttribute('href', 'tel:+85231882388');
    expect(screen.getByRole('link', { name: '18222' })).toHaveAttribute('href', 'tel:18222');
    expect(screen.getByRole('link', { name: 'Set or reset the phone banking PIN' })).toHaveAttribute('href', '#/settings/reset-phoneBank');
  });

  it('opens an answer under its question, by keyboard too', async () => {
    await show(questions);
    const question = await screen.findByText('I forgot my online banking password. What do I do?');
    const details = question.closest('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(question);
    expect(details.open).toBe(true);
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '#/settings/forget-password');
    expect(screen.getByRole('button', { name: 'No answer here? Contact us' })).toBeInTheDocument();
  });

  it('is in the customer language and shows markup as text', async () => {
    const flow = structuredClone(hotline) as unknown as Flow & { steps: { page: { intro: { 'zh-TW': string; 'zh-CN': string; en: string }[] } } };
    flow.steps.page.intro = [{ 'zh-TW': '<b>粗體</b>', 'zh-CN': '<b>粗体</b>', en: '<b>bold</b>' }];
    await show(flow, 'zh-TW');
    expect(await screen.findByRole('heading', { level: 1, name: '服務熱線' })).toBeInTheDocument();
    expect(screen.getByText('<b>粗體</b>')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });
});
