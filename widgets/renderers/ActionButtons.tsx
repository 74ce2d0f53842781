// The buttons of a result or detail step; each runs a named action handed in by the app.
import { Button } from 'antd-mobile';
import type { Action } from '../../engine/core/flow-types';
import type { FlowRun } from '../../engine/core/flow-run';
import { evaluateLogic } from '../../engine/core/context';
import { useEngineKit } from '../../engine/react/kit';

export function ActionButtons({ run, actions, scope }: { run: FlowRun; actions: Action[] | undefined; scope: object }) {
  const kit = useEngineKit();
  // A button with a condition shows only while it holds (e.g. Amend on a record that can change).
  const shown = (actions ?? []).filter((action) => action.when === undefined || !!evaluateLogic(action.when, scope));
  if (!shown.length) return null;
  return (
    <div className="step-buttons step-buttons--actions">
      {shown.map((action, i) => (
        <Button
          key={i}
          block
          size="large"
          color={action.primary ? 'primary' : 'default'}
          onClick={() => kit.onAction(action, run, scope)}
        >
          {action.label[kit.locale]}
        </Button>
      ))}
    </div>
  );
}
