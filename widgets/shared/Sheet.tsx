// Bottom sheet for pickers and documents (see SheetPanel), loaded on its first opening.
import { loadOnOpen } from './load-on-open';
import type { SheetProps } from './SheetPanel';

export type { SheetProps };

export const Sheet = loadOnOpen<SheetProps>(() => import('./SheetPanel').then((m) => m.SheetPanel), (props) => props.open);
