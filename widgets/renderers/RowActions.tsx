// Secondary links of a list row (e.g. "Delete Bill Template"), beside the row's main link.
// A link with `when` is shown only on the rows where its condition holds.
import { Button } from 'antd-mobile';
import type { ListStep } from '../../engine/core/flow-types';
import { applyMapping, evaluateLogic } from '../../engine/core/context';
import { useEngineKit } from '../../engine/react/kit';

type RowAction = NonNullable<ListStep['item']['actions']>[number];

export function RowActions({ actions, scope }: { actions: RowAction[] | undefined; scope: object }) {
  const kit = useEngineKit();
  // A link with `when` shows only on the rows where it holds.
  const shown = (actions ?? []).filter((action) => action.when === undefined || !!evaluateLogic(action.when, scope));
  if (!shown.length) return null;
  return (
    <div className="list-row-actions">
      {shown.map((action, i) => (
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
