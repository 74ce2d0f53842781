// A labelled list of values, shared by confirm, result and detail steps.
import { List } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import type { Field } from '../../engine/core/flow-types';
import { useEngineKit } from '../../engine/react/kit';
import { formatField } from '../../engine/react/format-field';
import { QrImage } from './QrImage';

// An observer: formatters may read observable data (bank names arrive after the first paint).
export const FieldList = observer(function FieldList({ fields, scope }: { fields: Field[] | undefined; scope: object }) {
  const kit = useEngineKit();
  const rows = (fields ?? [])
    .map((field) => ({ field, text: formatField(field, scope, kit.locale, kit.formatters) }))
    .filter(({ field, text }) => !(field.hideWhenEmpty && text === ''));
  return (
    <List className="step-fields">
      {rows.map(({ field, text }, i) =>
        field.format === 'qr' ? (
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
