// Metadata every route carries (react-router `handle`): what the guard and the layout need.
import type { LocalText } from '../../engine/core';

export interface RouteHandle {
  /** i18n key of the page title, or a flow's LocalText. */
  title?: string | LocalText;
  login?: boolean;
  flowId?: string;
  /** Keep the page mounted in the route cache (spec route metadata keepAlive). */
  keepAlive?: boolean;
}
