import { lazy, Suspense } from 'react';
import { afterFirstPaint } from '../../lib/first-paint';

// below the fold on nearly every page: its code, and the lookup of the visitor's country, come after the first paint
const Footer = lazy(() => afterFirstPaint().then(() => import('./footer')).then(({ Footer: footer }) => ({ default: footer })));

/** The site's footer, once the page has painted (nothing sits below it, so its arrival moves nothing). */
export function SiteFooter() {
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}
