import { clsx } from 'clsx';
import { CircleHelp, LayoutDashboard, Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { TOOLS } from '~/lib/tools';
import { useHydrated } from '~/lib/use-hydrated';
import { IconButton } from '../ui/icon-button';
import { Logo } from './logo';
import { SiteFooter } from './site-footer';

const NAV_ITEMS = [
  { href: '/app/dashboard', name: 'Dashboard', icon: LayoutDashboard },
  ...TOOLS.map(({ href, name, icon }) => ({ href, name, icon })),
];

interface AppShellProps {
  children: ReactNode;
  /** Running focus-session indicator (renders nothing without a session). */
  sessionIndicator?: ReactNode;
  /** The same session on phones: a row of its own under the header's icons. */
  sessionBar?: ReactNode;
  /** Ambient sound dropdown. */
  soundPlayer?: ReactNode;
  /** Theme toggle. */
  themeToggle?: ReactNode;
  /** Sign-in / account link. */
  accountLink?: ReactNode;
}

/**
 * Layout for /app/*. Feature widgets arrive as slots so this shared component never imports
 * a feature; the layout route composes them.
 */
export function AppShell({
  children,
  sessionIndicator,
  sessionBar,
  soundPlayer,
  themeToggle,
  accountLink,
}: AppShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The prerendered shell paints before its scripts have run. Until React has hydrated it, the
  // whole app is inert: a tap does nothing and nothing can be typed that hydration would then
  // wipe. aria-disabled says the same to assistive technology and to test tools, which wait for
  // it to go (docs/decisions/040-inert-until-hydrated.md).
  const hydrated = useHydrated();

  // Close the mobile menu whenever the route changes.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div
      className="flex min-h-dvh flex-col"
      inert={!hydrated}
      aria-disabled={hydrated ? undefined : true}
    >
      <header className="sticky top-0 z-40 border-b border-line bg-surface/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-6">
          <Link
            to="/app/dashboard"
            className="mr-2 shrink-0 rounded-lg"
            aria-label="Quietdesk dashboard"
          >
            <Logo />
          </Link>
          <nav aria-label="Main" className="hidden items-center gap-0.5 xl:flex">
            {NAV_ITEMS.map((item) => (
              <NavLink
                key={item.href}
                to={item.href}
                className={({ isActive }) =>
                  clsx(
                    'rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-subtle',
                    isActive ? 'bg-accent-soft text-accent-text' : 'text-muted',
                  )
                }
              >
                {item.name}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-1">
            {sessionIndicator}
            {soundPlayer}
            {themeToggle}
            <Link
              to="/app/faq"
              aria-label="Help"
              title="Help"
              // On phones Help is in the menu: six header icons do not fit 360 px.
              className="hidden size-10 items-center justify-center rounded-xl hover:bg-subtle sm:inline-flex"
            >
              <CircleHelp className="size-5" aria-hidden />
            </Link>
            {accountLink}
            <IconButton
              ref={toggleRef}
              label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
              className="xl:hidden"
            >
              {menuOpen ? (
                <X className="size-5" aria-hidden />
              ) : (
                <Menu className="size-5" aria-hidden />
              )}
            </IconButton>
          </div>
        </div>
        {sessionBar}
        <nav
          id={menuId}
          aria-label="Mobile menu"
          hidden={!menuOpen}
          className="border-t border-line bg-surface xl:hidden"
        >
          <ul className="mx-auto grid max-w-6xl gap-1 px-3 py-3 sm:grid-cols-2 sm:px-6">
            {NAV_ITEMS.map((item) => (
              <li key={item.href}>
                <NavLink
                  to={item.href}
                  className={({ isActive }) =>
                    clsx(
                      'flex items-center gap-3 rounded-xl px-3 py-3 text-sm font-medium hover:bg-subtle',
                      isActive && 'bg-accent-soft text-accent-text',
                    )
                  }
                >
                  <item.icon className="size-5" aria-hidden />
                  {item.name}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink
                to="/app/faq"
                className="flex items-center gap-3 rounded-xl px-3 py-3 text-sm font-medium hover:bg-subtle"
              >
                <CircleHelp className="size-5" aria-hidden />
                Help
              </NavLink>
            </li>
          </ul>
        </nav>
      </header>
      {/* At least a screen tall: the footer starts below the fold, so a screen whose body
          arrives after the shell (a deferred part, a loading state) grows into empty space and
          never pushes the footer across the visible page (a layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        {children}
      </main>
      <SiteFooter helpHref="/app/faq" />
    </div>
  );
}
