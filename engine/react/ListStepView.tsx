// A list step: an optional filter form, then the loaded rows; a row opens its link.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { toJS } from 'mobx';
import { Button, List } from 'antd-mobile';
import type { ListStep } from '../core/flow-types';
import type { FlowRun } from '../core/flow-run';
import { applyMapping, resolvePath } from '../core/context';
import { useEngineKit } from './kit';
import { FlowForm } from './FlowForm';
import { formatField } from './format-field';
import { adapterText } from './texts';
import { ActionButtons } from './ActionButtons';
import { ListTabs } from './ListTabs';
import { RowActions } from './RowActions';

export const ListStepView = observer(function ListStepView({ run }: { run: FlowRun }) {
  const kit = useEngineKit();
  const step = run.step as ListStep;
  const ctx = run.context;
  const items = (toJS(resolvePath(ctx, step.items)) as unknown[] | undefined) ?? [];
  const loaded = run.loaded[run.stepId] !== undefined;
  return (
    <div className="list-step">
      {step.tabs && <ListTabs tabs={step.tabs} current={step.route} />}
      <ActionButtons run={run} actions={step.buttons} scope={ctx} />
      {step.filter && <ListFilter run={run} />}
      {/* Plain text: the kit's empty-state block brings four illustrations (10 kB) for one sentence. */}
      {loaded && items.length === 0 && <p className="list-empty">{step.empty[kit.locale]}</p>}
      {items.length > 0 && (
        <List className="list-rows">
          {items.map((item, i) => {
            const scope = { ...ctx, item };
            const show = (f: typeof step.item.title | undefined) => (f ? formatField(f, scope, kit.locale, kit.formatters) : '');
            const link = step.item.link;
            return (
              <List.Item
                key={i}
                description={show(step.item.subtitle)}
                extra={
                  <div className="list-row-extra">
                    <div className="list-row-amount">{show(step.item.amount)}</div>
                    <div className="list-row-status">{show(step.item.status)}</div>
                  </div>
                }
                onClick={link ? () => kit.navigate(link.to, applyMapping(scope, link.query) as Record<string, string>) : undefined}
              >
                {show(step.item.title)}
                <RowActions actions={step.item.actions} scope={scope} />
              </List.Item>
            );
          })}
        </List>
      )}
      {step.paging && loaded && <ListPaging run={run} />}
      <ActionButtons run={run} actions={step.footer} scope={ctx} />
    </div>
  );
});

/** Previous / Next under a paged list; the page number lives at data.{step}.pageNo. */
const ListPaging = observer(function ListPaging({ run }: { run: FlowRun }) {
  const kit = useEngineKit();
  const step = run.step as ListStep;
  const count = Number(resolvePath(run.context, step.paging!.pageCount) ?? 0);
  const data = run.data[run.stepId] as { pageNo?: unknown } | undefined;
  const page = Number(data?.pageNo ?? 1) || 1;
  if (count <= 1) return null;
  const text = adapterText('pageOf', kit.locale).replace('{page}', String(page)).replace('{count}', String(count));
  return (
    <nav className="list-paging step-buttons step-buttons--pair" aria-label={adapterText('pages', kit.locale)}>
      <Button block disabled={page <= 1 || run.isBusy} onClick={() => void run.goToPage(page - 1)}>
        {adapterText('previousPage', kit.locale)}
      </Button>
      <span className="list-paging-status" aria-live="polite">
        {text}
      </span>
      <Button block disabled={page >= count || run.isBusy} onClick={() => void run.goToPage(page + 1)}>
        {adapterText('nextPage', kit.locale)}
      </Button>
    </nav>
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
            <Button block type="submit" color="primary" loading={run.isBusy}>
              {adapterText('confirm', kit.locale)}
            </Button>
          </div>
        </FlowForm>
      )}
    </details>
  );
});
