import { Compass } from 'lucide-react';
import { WayOnLinks } from './way-on-links';

/**
 * `embedded`: rendered inside a layout that already has the page's `<main>` (a feature page with
 * an unknown slug inside the marketing layout); a page has one main landmark.
 */
export function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  const Landmark = embedded ? 'div' : 'main';
  return (
    <Landmark
      id={embedded ? undefined : 'main'}
      className={
        embedded ? 'grid place-items-center px-6 py-16' : 'grid min-h-dvh place-items-center p-6'
      }
    >
      <title>Page Not Found | Quietdesk</title>
      <meta name="robots" content="noindex" />
      <div className="max-w-md text-center">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-accent-soft text-accent-text">
          <Compass className="size-7" aria-hidden />
        </span>
        <p className="mt-6 text-sm font-semibold text-accent-text">404</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight">Page Not Found</h1>
        <p className="mt-3 text-muted">
          The page you were looking for does not exist or has moved.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <WayOnLinks />
        </div>
      </div>
    </Landmark>
  );
}
