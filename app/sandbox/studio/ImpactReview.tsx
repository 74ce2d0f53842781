// The impact review of a version (docs/publishing.md, "Impact review"): what an approver reads
// before deciding, on one panel. The bank compares the version with the one it replaces
// (server/services/bank/flow-registry/impact.ts); first and prominent, what changes in the
// transaction codes, authentication and factors; then each changed step before and after,
// rendered by the real engine and widgets in the three languages; the graph with the changes
// marked; the journey's fixtures replayed against the version; the bundle's size.
import { useEffect, useMemo, useState } from 'react';
import type { Locale } from '../../../engine/core/flow-types';
import { FlowGraph, edgeKey, type GraphMarks } from './FlowGraph';
import { ImpactSteps } from './ImpactSteps';
import { ImpactFixtures } from './ImpactFixtures';
import { ImpactSizes } from './ImpactSizes';
import { builtForms, type BuiltForms } from './built-forms';
import type { Impact } from './impact-types';
import { shown, versionName } from './impact-format';
import { studioApi, type GraphEdge, type StudioFixture } from './studio-api';
import { say } from './texts';

interface Props {
  locale: Locale;
  flowId: string;
  /** The journey's file: its fixtures are the previews' sample data. */
  path: string;
  number: number;
}

const pathText = (e: GraphEdge) => `${e.from} → ${e.to}${e.label ? ` (${e.label})` : ''}${e.kind === 'back' ? ' ↩' : ''}`;

export function ImpactReview({ locale, flowId, path, number }: Props) {
  const [impact, setImpact] = useState<Impact | null>(null);
  const [fixtures, setFixtures] = useState<StudioFixture[]>([]);
  const [built, setBuilt] = useState<BuiltForms>({});
  const [failed, setFailed] = useState<string | null>(null);
  const id = `studio-impact-${number}`;

  useEffect(() => {
    let live = true;
    studioApi.impact(flowId, number).then((i) => live && setImpact(i), (e: Error) => live && setFailed(e.message));
    studioApi.flow(path).then((f) => live && setFixtures(f.fixtures), () => undefined);
    builtForms(flowId).then((b) => live && setBuilt(b), () => undefined);
    return () => {
      live = false;
    };
  }, [flowId, path, number]);

  const marks = useMemo<GraphMarks | undefined>(
    () => impact ? { steps: new Set(impact.marked.steps), edges: new Set(impact.marked.edges.map(edgeKey)), stepBadge: say(locale, 'stepMark'), edgeBadge: say(locale, 'edgeMark') } : undefined,
    [impact, locale],
  );

  const base = impact ? versionName(locale, impact.before) : '';
  return (
    <section className="studio-impact" aria-labelledby={`${id}-title`} aria-busy={!impact && !failed}>
      <h4 id={`${id}-title`}>
        {impact ? say(locale, 'impactTitle', { n: number, base }) : say(locale, 'reviewImpact', { n: number })}
      </h4>
      {!impact && !failed && <p role="status">{say(locale, 'impactLoading')}</p>}
      {failed && <p className="studio-status studio-status--error">{say(locale, 'impactFailed', { reason: failed })}</p>}
      {impact && marks && (
        <>
          <section className="studio-impact__money" aria-labelledby={`${id}-money`}>
            <h5 id={`${id}-money`}>
              {impact.money.length > 0 ? '⚠ ' : ''}
              {say(locale, 'moneyTitle')}
            </h5>
            {impact.money.length === 0 && <p>{say(locale, 'moneyNone')}</p>}
            {impact.money.length > 0 && (
              <ul>
                {impact.money.map((m) => (
                  <li key={m.path}>
                    <strong>{say(locale, 'moneyChange', { path: m.path, before: shown(m.before), after: shown(m.after) })}</strong>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <ImpactSteps locale={locale} impact={impact} fixtures={fixtures} built={built} id={id} />
          <section aria-labelledby={`${id}-graph`}>
            <h5 id={`${id}-graph`}>{say(locale, 'impactGraph', { n: number })}</h5>
            <p id={`${id}-legend`}>{say(locale, 'graphLegend', { n: number })}</p>
            <p>
              {say(locale, 'newPaths')} {impact.marked.edges.map(pathText).join('; ') || say(locale, 'none')}
            </p>
            <p>
              {say(locale, 'removedPaths')} {impact.marked.removedEdges.map(pathText).join('; ') || say(locale, 'none')}
            </p>
            <div className="studio-graph-scroll">
              <FlowGraph
                nodes={impact.after.graph.nodes}
                edges={impact.after.graph.edges}
                locale={locale}
                marks={marks}
                describedBy={`${id}-legend`}
                label={say(locale, 'impactGraphLabel', { n: number })}
                onOpen={(step) => document.getElementById(`${id}-step-${step}`)?.focus()}
              />
            </div>
          </section>
          <ImpactFixtures locale={locale} impact={impact} id={id} />
          <ImpactSizes locale={locale} impact={impact} id={id} />
        </>
      )}
    </section>
  );
}
