import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { Logo } from './logo';
import { SiteMenu } from './site-menu';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-subtle ${isActive ? 'text-ink' : 'text-muted'}`;

/** Header for public pages. `actions` holds the theme toggle (composed by the route). */
export function MarketingHeader({ actions }: { actions?: ReactNode }) {
  return (
    <header className="border-b border-line/70 bg-canvas/80 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <Link to="/" className="shrink-0 rounded-lg" aria-label="Quietdesk home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
          <NavLink to="/demo" className={navClass}>
            Demo
          </NavLink>
          <NavLink to="/blog" className={navClass}>
            Blog
          </NavLink>
          <NavLink to="/faq" className={navClass}>
            FAQ
          </NavLink>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {actions}
          <SiteMenu />
          <Link to="/app/dashboard" className={buttonClass('primary', 'sm')}>
            Open App
          </Link>
        </div>
      </div>
    </header>
  );
}
