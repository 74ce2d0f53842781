// The screen review (#/studio?view=screens, docs/testing.md "Screen snapshots"): the screens
// the last `npm run snapshots` found different from the baseline. For each, the last accepted
// picture, the new one and their pixel difference (or the new one with the changed areas
// outlined where this machine has no accepted picture), the change to its accessibility tree
// and its layout findings; QA accepts it into the baseline or refuses it (it then stays listed
// and failing). Everything is buttons in the page's order: the keyboard does it all.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../../engine/core/flow-types';
import { DiffView } from '../DiffView';
import { changedLines } from '../SaveDialog';
import { screensApi, type AllowedFindings, type ReviewItem } from './screens-api';
import { drawDifference, drawOutlined } from './pixel-diff';
import { sayScreens as say } from './texts';
import './screens.css';

const keyOf = (i: ReviewItem) => `${i.flow} · ${i.step} · ${i.screen}`;

function Pictures({ item, locale }: { item: ReviewItem; locale: Locale }) {
  const before = useRef<HTMLCanvasElement>(null);
  const after = useRef<HTMLCanvasElement>(null);
  const third = useRef<HTMLCanvasElement>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setError(null);
    (async () => {
      const next = await screensApi.picture(item, 'current');
      const previous = item.hasBefore ? await screensApi.picture(item, 'accepted') : null;
      if (!live) return;
      const draw = (canvas: HTMLCanvasElement | null, image: ImageBitmap) => {
        if (!canvas) return;
        canvas.width = image.width;
        canvas.height = image.height;
        canvas.getContext('2d')!.drawImage(image, 0, 0);
      };
      draw(after.current, next);
      if (previous) {
        draw(before.current, previous);
        if (third.current) drawDifference(third.current, previous, next);
      } else if (item.before && third.current) drawOutlined(third.current, next, item.before.picture, item.shot.picture);
    })().catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [item]);
  const thirdLabel = item.hasBefore ? say(locale, 'difference') : say(locale, 'outlined');
  return (
    <div className="screens-review__pictures">
      {error && <p className="studio-note studio-note--error">{say(locale, 'failed', { reason: error })}</p>}
      {item.hasBefore && (
        <figure>
          <figcaption>{say(locale, 'before')}</figcaption>
          <canvas ref={before} role="img" aria-label={`${say(locale, 'before')}: ${keyOf(item)}`} />
        </figure>
      )}
      <figure>
        <figcaption>{say(locale, 'after')}</figcaption>
        <canvas ref={after} role="img" aria-label={`${say(locale, 'after')}: ${keyOf(item)}`} />
      </figure>
      {(item.hasBefore || item.before) && (
        <figure>
          <figcaption>{thirdLabel}</figcaption>
          <canvas ref={third} role="img" aria-label={`${thirdLabel}: ${keyOf(item)}`} />
        </figure>
      )}
    </div>
  );
}

function TreeDiff({ item, locale }: { item: ReviewItem; locale: Locale }) {
  const before = item.before?.tree ?? '';
  if (before === item.shot.tree) return <p>{say(locale, 'treeSame')}</p>;
  return (
    <DiffView lines={changedLines(before, item.shot.tree)} label={say(locale, 'treeDiff')} className="screens-review__tree" />
  );
}

function Findings({ item, locale }: { item: ReviewItem; locale: Locale }) {
  if (!item.details.length) return <p>{say(locale, 'noFindings')}</p>;
  return (
    <ul>
      {item.details.map((d) => (
        <li key={d}>
          {item.newFindings.includes(d) && <strong>{say(locale, 'findingNew')}: </strong>}
          {d}
        </li>
      ))}
    </ul>
  );
}

export function ScreensReview({ locale }: { locale: Locale }) {
  const [items, setItems] = useState<ReviewItem[] | null>(null);
  const [allowed, setAllowed] = useState<AllowedFindings[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLUListElement>(null);

  const load = useCallback(async () => {
    const next = await screensApi.review();
    setItems(next);
    return next;
  }, []);
  useEffect(() => {
    document.documentElement.classList.add('studio-open');
    load().catch((e: Error) => setStatus({ text: say(locale, 'failed', { reason: e.message }), error: true }));
    screensApi.findings().then(setAllowed, () => setAllowed([]));
    return () => document.documentElement.classList.remove('studio-open');
  }, [load, locale]);

  const item = items?.find((i) => keyOf(i) === chosen) ?? items?.[0];

  const decide = async (decision: 'accept' | 'refuse') => {
    if (!item || busy) return;
    setBusy(true);
    try {
      await screensApi.decide(item, decision);
      setStatus({ text: say(locale, decision === 'accept' ? 'accepted' : 'refusedNow', { screen: keyOf(item) }) });
      const next = await load();
      // The next screen to review: the one after this in the list (a refused one stays in it).
      const at = items!.indexOf(item);
      const following = next.filter((i) => i.state === 'changed' && keyOf(i) !== keyOf(item));
      const pick = following.find((i) => next.indexOf(i) >= at) ?? following[0] ?? next[0];
      setChosen(pick ? keyOf(pick) : null);
      requestAnimationFrame(() => list.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus());
    } catch (e) {
      setStatus({ text: say(locale, 'failed', { reason: (e as Error).message }), error: true });
    } finally {
      setBusy(false);
    }
  };

  const refused = items?.filter((i) => i.state === 'refused').length ?? 0;
  return (
    <div className="screens-review">
      <p>
        <a href="#/studio">{say(locale, 'back')}</a>
      </p>
      <h2>{say(locale, 'title')}</h2>
      {status && (
        <p className={`studio-status${status.error ? ' studio-status--error' : ''}`} role="status">
          {status.text}
        </p>
      )}
      {items === null && <p className="studio-note">{say(locale, 'loading')}</p>}
      {items?.length === 0 && <p>{say(locale, 'none')}</p>}
      {items && items.length > 0 && (
        <div className="screens-review__work">
          <nav aria-label={say(locale, 'listLabel')}>
            <p>{say(locale, 'count', { n: items.length, refused })}</p>
            <ul ref={list} className="screens-review__list">
              {items.map((i) => (
                <li key={keyOf(i)}>
                  <button type="button" className="studio-link" aria-current={i === item ? 'true' : undefined} onClick={() => setChosen(keyOf(i))}>
                    {keyOf(i)}: {i.reasons.map((r) => say(locale, `reason_${r}`)).join(', ')}
                    {i.state === 'refused' && ` (${say(locale, 'refused')})`}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {item && (
            <section className="screens-review__item" aria-labelledby="screens-review-item">
              <h3 id="screens-review-item">{keyOf(item)}</h3>
              <div className="screens-review__actions">
                <button type="button" className="studio-button studio-button--primary" aria-disabled={busy} onClick={() => void decide('accept')}>
                  {say(locale, 'accept')}
                </button>
                <button type="button" className="studio-button" aria-disabled={busy} onClick={() => void decide('refuse')}>
                  {say(locale, 'refuse')}
                </button>
              </div>
              <Pictures item={item} locale={locale} />
              <h4>{say(locale, 'treeDiff')}</h4>
              <TreeDiff item={item} locale={locale} />
              <h4>{say(locale, 'findings')}</h4>
              <Findings item={item} locale={locale} />
            </section>
          )}
        </div>
      )}
      <details className="screens-review__allowed">
        <summary>
          {say(locale, 'allowedTitle')} ({say(locale, 'allowedCount', { n: allowed.length })})
        </summary>
        <ul>
          {allowed.map((a) => (
            <li key={`${a.flow}/${a.step}/${a.screen}`}>
              {a.flow} · {a.step} · {a.screen}: {a.findings.join('; ')}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
