// A list step: an optional filter form, then the loaded rows; a row opens its link.
import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { toJS } from 'mobx';
import Form from '@rjsf/core';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { Button, Collapse, ErrorBlock, List } from 'antd-mobile';
import type { ListStep } from '../core/flow-types';
import { formKey, type FlowRun } from '../core/flow-run';
import { applyMapping, resolvePath } from '../core/context';
import { useEngineKit } from './kit';
import { buildUiSchema } from './ui-schema';
import { toErrorSchema } from './error-schema';
import { formatField } from './format-field';
import { adapterText } from './texts';

export const ListStepView = observer(function ListStepView({ run }: { run: FlowRun }) {
  const kit = useEngineKit();
  const step = run.step as ListStep;
  const ctx = run.context;
  const items = (toJS(resolvePath(ctx, step.items)) as unknown[] | undefined) ?? [];
  const loaded = run.loaded[run.stepId] !== undefined;
  return (
    <div className="list-step">
      {step.filter && <ListFilter run={run} />}
      {loaded && items.length === 0 && <ErrorBlock status="empty" title={step.empty[kit.locale]} description="" />}
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
              </List.Item>
            );
          })}
        </List>
      )}
    </div>
  );
});

const ListFilter = observer(function ListFilter({ run }: { run: FlowRun }) {
  const kit = useEngineKit();
  const step = run.step as ListStep;
  const filter = step.filter!;
  const entry = kit.forms[formKey(run.flow, run.stepId)];
  const validator = useMemo(() => (entry ? createPrecompiledValidator(entry.rjsf, entry.schema) : null), [entry]);
  const uiSchema = useMemo(() => buildUiSchema(filter.ui, filter.fields, kit.locale), [filter, kit.locale]);
  const [resetCount, setResetCount] = useState(0);
  if (!entry || !validator) return null;
  const formData = toJS(run.data[run.stepId]) ?? {};
  return (
    <Collapse>
      <Collapse.Panel key="filter" title={adapterText('filter', kit.locale)}>
        <Form
          key={resetCount}
          schema={entry.schema}
          uiSchema={uiSchema}
          formData={formData}
          validator={validator}
          widgets={kit.widgets}
          fields={kit.fields}
          templates={kit.templates}
          formContext={{ locale: kit.locale, formData, t: kit.widgetText, resolve: (p: string) => toJS(resolvePath(run.context, p)) }}
          noValidate
          noHtml5Validate
          showErrorList={false}
          extraErrors={toErrorSchema(run.fieldErrors)}
          onChange={(e) => run.setStepData(e.formData)}
          onSubmit={(e) => void run.applyFilter(e.formData)}
        >
          <div className="step-buttons step-buttons--pair">
            <Button
              block
              onClick={() => {
                run.setStepData(undefined);
                setResetCount((n) => n + 1);
                void run.applyFilter({});
              }}
            >
              {adapterText('reset', kit.locale)}
            </Button>
            <Button block type="submit" color="primary" loading={run.isBusy}>
              {adapterText('confirm', kit.locale)}
            </Button>
          </div>
        </Form>
      </Collapse.Panel>
    </Collapse>
  );
});
