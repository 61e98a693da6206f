import { NotFoundPage } from '~/components/layout/not-found-page';
import type { RouteHandle } from '~/root';

// Prerendered at /404 without framework JS; the server answers every unknown public path with
// that file and status 404. In the running app the same route renders client-side.
export const handle: RouteHandle = { hydrate: false };

export default function NotFound() {
  return <NotFoundPage />;
}
