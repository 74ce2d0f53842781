// The capture view (#/studio?view=screens-capture&flow=<id>&step=<id>): one step of a journey
// in every language and channel at once, fifteen frames on one page, for the screen snapshots'
// runner (tests/screens/capture.ts) to take in one picture. Each frame is the live preview's
// (StepPreview) with its sample data from the fixtures; the frames are found by
// [data-channel] and figure[data-locale]. The screens are shown at full length, not scrolled.
import { useEffect, useState } from 'react';
import type { Locale } from '../../../../engine/core/flow-types';
import { StepPreview } from '../StepPreview';
import { builtForms, type BuiltForms } from '../built-forms';
import { CHANNEL_FRAMES } from '../channels';
import { screensApi, type Composition } from './screens-api';
import './screens.css';

export function ScreensCapture({ flowId, stepId, uiLocale }: { flowId: string; stepId: string; uiLocale: Locale }) {
  const [composition, setComposition] = useState<Composition | { error: string } | null>(null);
  const [built, setBuilt] = useState<BuiltForms | null>(null);
  useEffect(() => {
    document.documentElement.classList.add('studio-open');
    return () => document.documentElement.classList.remove('studio-open');
  }, []);
  useEffect(() => {
    let live = true;
    setComposition(null);
    setBuilt(null);
    screensApi.composition(flowId).then(
      (c) => live && setComposition(c),
      (e: Error) => live && setComposition({ error: e.message }),
    );
    builtForms(flowId).then(
      (b) => live && setBuilt(b),
      () => live && setBuilt({}),
    );
    return () => {
      live = false;
    };
  }, [flowId]);
  if (composition && 'error' in composition) return <p className="studio-note studio-note--error">{composition.error}</p>;
  if (!composition || !built) return null;
  return (
    <div className="screens-capture" data-flow={flowId} data-step={stepId}>
      {CHANNEL_FRAMES.map((c) => (
        <div key={`${stepId}/${c.id}`} className="screens-capture__channel" data-channel={c.id}>
          <StepPreview
            flow={composition.flow}
            forms={composition.forms}
            built={built}
            fixtures={composition.fixtures}
            stepId={stepId}
            channel={c.id}
            uiLocale={uiLocale}
            idPrefix={`screens-${c.id}`}
          />
        </div>
      ))}
    </div>
  );
}
