// The rows of a confirm or result step (`rows`): one line per element of a list in the context,
// such as the cheques a stop reaches or the outcome of each cheque of a bulk stop. Plain list items: read in order by screen readers.
import { observer } from 'mobx-react-lite';
import { toJS } from 'mobx';
import { List } from 'antd-mobile';
import type { ConfirmStep, ResultStep } from '../../engine/core/flow-types';
import { resolvePath } from '../../engine/core/context';
import { useEngineKit } from '../../engine/react/kit';
import { formatField } from '../../engine/react/format-field';

export const ResultRows = observer(function ResultRows({ rows, scope }: { rows: NonNullable<ResultStep['rows'] | ConfirmStep['rows']>; scope: object }) {
  const kit = useEngineKit();
  const items = (toJS(resolvePath(scope, rows.items)) as unknown[] | undefined) ?? [];
  if (items.length === 0) return null;
  return (
    <List className="result-rows" header={rows.label?.[kit.locale]} data-testid="result-rows">
      {items.map((item, i) => {
        const row = { ...scope, item };
        const show = (f: typeof rows.item.title | undefined) => (f ? formatField(f, row, kit.locale, kit.formatters) : '');
        return (
          <List.Item key={i} description={show(rows.item.subtitle)} extra={<span className="list-row-status">{show(rows.item.status)}</span>}>
            {show(rows.item.title)}
          </List.Item>
        );
      })}
    </List>
  );
});
