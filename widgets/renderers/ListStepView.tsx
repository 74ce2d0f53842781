// A list step: an optional filter form, then the loaded rows; a row opens its link.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { toJS } from 'mobx';
import { Button, List } from 'antd-mobile';
import type { ListStep, Locale } from '../../engine/core/flow-types';
import type { FlowRun } from '../../engine/core/flow-run';
import { applyMapping, resolvePath } from '../../engine/core/context';
import { useEngineKit } from '../../engine/react/kit';
import { FlowForm } from '../../engine/react/FlowForm';
import { formatField } from '../../engine/react/format-field';
import { adapterText } from '../../engine/react/texts';
import { ActionButtons } from './ActionButtons';
import { ListTabs } from './ListTabs';
import { RowActions } from './RowActions';
import { useLinkRows } from '../../engine/react/link-rows';
import { Charts } from './LazyCharts';
import { distanceMetres } from '../../domain/geo/index';
import type { MapPoint } from './AreaMap';
import { BusyButton } from '../shared/BusyButton';

// The gesture code of pull-to-refresh comes only with lists that page.
const PagedList = lazy(() => import('./PagedList').then((m) => ({ default: m.PagedList })));
// Likewise the swipe cell, only with lists that declare `item.swipe`.
const SwipeRow = lazy(() => import('./SwipeRow').then((m) => ({ default: m.SwipeRow })));
// The position button and the offline map come only with lists of places.
const NearbyBar = lazy(() => import('./NearbyBar').then((m) => ({ default: m.NearbyBar })));
const AreaMap = lazy(() => import('./AreaMap'));

export interface Position {
  latitude: number;
  longitude: number;
}

type Nearby = NonNullable<ListStep['nearby']>;

function placeOf(nearby: Nearby, scope: object): Position | undefined {
  const latitude = resolvePath(scope, nearby.latitude);
  const longitude = resolvePath(scope, nearby.longitude);
  return typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : undefined;
}

/** '850 m', '1.2 km' */
function distanceText(metres: number): string {
  return metres < 1000 ? `${metres} m` : `${(metres / 1000).toFixed(metres < 10_000 ? 1 : 0)} km`;
}

/** The rows in list order, or nearest first with their distance once the position is known. */
function withDistances(items: unknown[], nearby: Nearby | undefined, here: Position | undefined, ctx: object): { item: unknown; distance?: number }[] {
  const rows = items.map((item) => ({ item, distance: undefined as number | undefined }));
  if (!nearby || !here) return rows;
  for (const row of rows) {
    const place = placeOf(nearby, { ...ctx, item: row.item });
    if (place) row.distance = distanceMetres(here.latitude, here.longitude, place.latitude, place.longitude);
  }
  return rows.sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity));
}

function Paged({ run, rows, children }: { run: FlowRun; rows: number; children: ReactNode }) {
  if (!(run.step as ListStep).paging) return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <PagedList run={run} rows={rows}>
        {children}
      </PagedList>
    </Suspense>
  );
}

export const ListStepView = observer(function ListStepView({ run }: { run: FlowRun }) {
  const kit = useEngineKit();
  const step = run.step as ListStep;
  const ctx = run.context;
  const items = (toJS(resolvePath(ctx, step.items)) as unknown[] | undefined) ?? [];
  const loaded = run.loaded[run.stepId] !== undefined;
  const rows = useLinkRows();
  const [here, setHere] = useState<Position | undefined>(undefined);
  const shown = withDistances(items, step.nearby, here, ctx);
  const points: MapPoint[] = step.nearby
    ? shown.flatMap((row, i) => {
        const place = placeOf(step.nearby!, { ...ctx, item: row.item });
        return place ? [{ ...place, label: String(i + 1) }] : [];
      })
    : [];
  // A row that opens its link is a link by keyboard too (link-rows.ts: tabIndex below). A row
  // with buttons of its own stays as it is: a link may not hold buttons.
  return (
    <div className="list-step">
      {step.tabs && <ListTabs tabs={step.tabs} current={step.route} query={(ctx.query ?? {}) as Record<string, unknown>} />}
      <ActionButtons run={run} actions={step.buttons} scope={ctx} />
      {step.filter && <ListFilter run={run} />}
      {loaded && <Charts charts={step.charts} scope={ctx} />}
      {step.nearby && loaded && items.length > 0 && (
        <Suspense fallback={null}>
          <NearbyBar onPosition={setHere} />
          {step.nearby.map && <AreaMap points={points} here={here} label={step.nearby.mapLabel?.[kit.locale] ?? adapterText('map', kit.locale)} />}
        </Suspense>
      )}
      {/* Plain text: the kit's empty-state block brings four illustrations (10 kB) for one sentence. */}
      <Paged run={run} rows={items.length}>
        {loaded && items.length === 0 && <p className="list-empty">{step.empty[kit.locale]}</p>}
        {items.length > 0 && (
        <div ref={rows.ref} onKeyDown={rows.onKeyDown}>
          <List className="list-rows">
            {shown.map(({ item, distance }, i) => {
              const scope = { ...ctx, item };
              const show = (f: typeof step.item.title | undefined) => (f ? formatField(f, scope, kit.locale, kit.formatters) : '');
              const link = step.item.link;
              const row = (
                <List.Item
                  key={i}
                  description={
                    step.item.details ? (
                      <>
                        {show(step.item.subtitle)}
                        <RowDetails fields={step.item.details} show={show} locale={kit.locale} />
                      </>
                    ) : (
                      show(step.item.subtitle)
                    )
                  }
                  extra={
                    <div className="list-row-extra">
                      <div className="list-row-amount">{show(step.item.amount)}</div>
                      <div className="list-row-status">{show(step.item.status)}</div>
                    </div>
                  }
                  onClick={link ? () => kit.navigate(link.to, applyMapping(scope, link.query) as Record<string, string>) : undefined}
                  tabIndex={link && !step.item.actions?.length ? 0 : undefined}
                >
                  {show(step.item.title)}
                  {step.nearby && (
                    <span className="list-row-distance" data-testid="row-distance">
                      {step.nearby.map ? `${i + 1}` : ''}
                      {distance !== undefined ? `${step.nearby.map ? ' · ' : ''}${adapterText('distance', kit.locale)} ${distanceText(distance)}` : ''}
                    </span>
                  )}
                  <RowActions actions={step.item.actions} scope={scope} />
                </List.Item>
              );
              const swipe = step.item.swipe;
              if (!swipe) return row;
              return (
                <Suspense key={i} fallback={row}>
                  <SwipeRow actions={swipe} scope={scope} name={show(step.item.title)}>
                    {row}
                  </SwipeRow>
                </Suspense>
              );
            })}
          </List>
        </div>
        )}
      </Paged>
      <ActionButtons run={run} actions={step.footer} scope={ctx} />
    </div>
  );
});

const ListFilter = observer(function ListFilter({ run }: { run: FlowRun }) {
  const kit = useEngineKit();
  const filter = (run.step as ListStep).filter!;
  // Reset remounts the form so every widget forgets what it showed.
  const [resetCount, setResetCount] = useState(0);
  // The form mounts when the filter is first opened (then stays, keeping what was typed).
  const [opened, setOpened] = useState(false);
  return (
    // A native disclosure: keyboard and screen readers know it, and it needs no animation library.
    <details className="list-filter" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{adapterText('filter', kit.locale)}</summary>
      {opened && (
        <FlowForm key={resetCount} run={run} ui={filter.ui} fields={filter.fields} onSubmit={(data) => void run.applyFilter(data)}>
          <div className="step-buttons step-buttons--pair">
            <Button
              block
              onClick={() => {
                setResetCount((n) => n + 1);
                void run.resetFilter();
              }}
            >
              {adapterText('reset', kit.locale)}
            </Button>
            <BusyButton block type="submit" color="primary" loading={run.isBusy}>
              {adapterText('confirm', kit.locale)}
            </BusyButton>
          </div>
        </FlowForm>
      )}
    </details>
  );
});

/** A row's more labelled values (flow item.details), one line each; an empty value has none. */
function RowDetails({ fields, show, locale }: { fields: NonNullable<ListStep['item']['details']>; show: (f: ListStep['item']['title']) => string; locale: Locale }) {
  return (
    <>
      {fields.map((field, i) => {
        const value = show(field);
        return value ? (
          <span key={i} className="list-row-detail">
            {field.label[locale]}: {value}
          </span>
        ) : null;
      })}
    </>
  );
}
