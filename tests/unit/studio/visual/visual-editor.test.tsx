// @vitest-environment jsdom
// The visual editor renders a journey and a step just added, reading only the text it is given.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import VisualEditor from '../../../../app/sandbox/studio/visual/VisualEditor';
import { addStep } from '../../../../app/sandbox/studio/visual/journey';
import { patchText } from '../../../../app/sandbox/studio/visual/text-patch';

const TEXT = fs.readFileSync('flows/qr/qrcode-collection.json', 'utf8');
const noop = () => undefined;
// React Flow measures its pane; jsdom has no layout.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

describe('the visual editor', () => {
  it('shows a new confirm step from its template', () => {
    const added = addStep(JSON.parse(TEXT), 'confirm');
    const text = patchText(TEXT, added.flow);
    render(<VisualEditor locale="en" text={text} base={TEXT} problems={[]} checks="" stepId="confirm" onStep={noop} onEdit={noop} onUndo={noop} onRedo={noop} />);
    expect(screen.getByRole('heading', { name: 'Step confirm (confirm)' })).toBeTruthy();
    expect(screen.getByLabelText('Add a next step')).toBeTruthy();
  });
});

function Harness() {
  const [text, setText] = useState(TEXT);
  const [step, setStep] = useState<string | null>(null);
  return <VisualEditor locale="en" text={text} base={TEXT} problems={[]} checks="" stepId={step} onStep={setStep} onEdit={(next) => setText((t) => patchText(t, next))} onUndo={noop} onRedo={noop} />;
}

describe('adding a step', () => {
  it('writes the step into the text and opens it', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Add step' }));
    expect(await screen.findByRole('heading', { name: 'Step confirm (confirm)' })).toBeTruthy();
  });
});
