// Secondary links of a list row (e.g. "Delete Bill Template"), beside the row's main link.
import { Button } from 'antd-mobile';
import type { ListStep } from '../core/flow-types';
import { applyMapping } from '../core/context';
import { useEngineKit } from './kit';

type RowAction = NonNullable<ListStep['item']['actions']>[number];

export function RowActions({ actions, scope }: { actions: RowAction[] | undefined; scope: object }) {
  const kit = useEngineKit();
  if (!actions?.length) return null;
  return (
    <div className="list-row-actions">
      {actions.map((action, i) => (
        <Button
          key={i}
          size="mini"
          fill="none"
          color="primary"
          onClick={(event) => {
            // The row itself is a link too: this button's target wins.
            event.stopPropagation();
            kit.navigate(action.to, applyMapping(scope, action.query) as Record<string, string>);
          }}
        >
          {action.label[kit.locale]}
        </Button>
      ))}
    </div>
  );
}
