// default-widget: a flow names a widget only to differ from the one its schema chooses
// (codegen/lib/widget-choice.ts). Checked on the flow as written: its expansion writes every
// default out, so the rules that read the expanded flow cannot tell a default from a choice.
// `npx tsx codegen/codemods/drop-default-widgets.ts` takes them all out.
import { defaultEntries } from '../lib/flow-widgets';
import type { Finding } from './types';

export function defaultWidgetFindings(flow: unknown): Finding[] {
  return defaultEntries(flow).map((entry) => {
    const at = entry.path.slice(0, -1).join('.');
    return {
      location: `${at}["${entry.key}"]`,
      message: `"${entry.name}" is the widget this property's schema chooses: leave ${entry.key} out (codegen/codemods/drop-default-widgets.ts)`,
    };
  });
}
