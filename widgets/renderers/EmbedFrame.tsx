// A page the bank serves, framed in a detail step (`embed`): precious metal prices, stock
// market pages. Only the bank's /embedded/ pages (the flow schema's pattern; the app's CSP
// frame-src allows that path alone); sandboxed without scripts; named by its title.
import type { Locale } from '../../engine/core/flow-types';

export function EmbedFrame({ src, title, locale }: { src: string; title: string; locale: Locale }) {
  return (
    <div className="embed-frame">
      <iframe src={`${src}?lang=${encodeURIComponent(locale)}`} title={title} sandbox="allow-same-origin" referrerPolicy="no-referrer" loading="lazy" />
    </div>
  );
}
