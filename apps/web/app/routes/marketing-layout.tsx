import { Outlet } from 'react-router';
import { MarketingHeader } from '~/components/layout/marketing-header';
import { SiteFooter } from '~/components/layout/site-footer';
import { ThemeCycleButton } from '~/features/theme/components/theme-cycle-button';
import type { RouteHandle } from '~/root';

// Every public page is a static document (see root.tsx).
export const handle: RouteHandle = { hydrate: false };

export default function MarketingLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <MarketingHeader actions={<ThemeCycleButton />} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
