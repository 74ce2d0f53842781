// A labelled list of values, shared by confirm, result and detail steps.
import { lazy, Suspense } from 'react';
import { List } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import type { Field } from '../core/flow-types';
import { useEngineKit } from './kit';
import { fieldValue, formatField } from './format-field';
import { QrImage } from './QrImage';

// The chart is drawn only on the pages that have one.
const LineChart = lazy(() => import('./LineChart').then((m) => ({ default: m.LineChart })));

// An observer: formatters may read observable data (bank names arrive after the first paint).
export const FieldList = observer(function FieldList({ fields, scope }: { fields: Field[] | undefined; scope: object }) {
  const kit = useEngineKit();
  const rows = (fields ?? [])
    .map((field) => ({ field, text: formatField(field, scope, kit.locale, kit.formatters) }))
    .filter(({ field, text }) => !(field.hideWhenEmpty && text === ''));
  return (
    <List className="step-fields">
      {rows.map(({ field, text }, i) =>
        field.format === 'chart' ? (
          <List.Item key={i} description={field.label[kit.locale]}>
            <Suspense fallback={null}>
              <LineChart values={numbers(fieldValue(field, scope))} label={field.label[kit.locale]} />
            </Suspense>
          </List.Item>
        ) : field.format === 'qr' ? (
          <List.Item key={i} description={field.label[kit.locale]}>
            {text && <QrImage text={text} label={field.label[kit.locale]} />}
          </List.Item>
        ) : (
          <List.Item key={i} extra={<span className={field.emphasis ? 'field-value field-value--emphasis' : 'field-value'}>{text}</span>}>
            {field.label[kit.locale]}
          </List.Item>
        ),
      )}
    </List>
  );
});

/** The numbers of a chart field's value (a list); anything else draws nothing. */
function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)) : [];
}
