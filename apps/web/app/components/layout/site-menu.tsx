import { Menu, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { FEATURE_LINKS, SITE_SECTIONS } from '~/lib/site-sections';

/**
 * For static pages (no framework JS): Escape closes the menu and returns focus to its button,
 * a click outside closes it. Without any script the <details> still opens and closes.
 */
export const SITE_MENU_SCRIPT = `(function(){var d=document.querySelector("[data-site-menu]");if(!d)return;document.addEventListener("keydown",function(e){if(e.key==="Escape"&&d.open){d.open=false;d.querySelector("summary").focus()}});document.addEventListener("click",function(e){if(d.open&&!d.contains(e.target))d.open=false})})();`;

const itemClass =
  'block rounded-lg px-3 py-2.5 text-sm font-medium text-ink hover:bg-subtle aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-text';

/**
 * The phone menu of the public site: a native <details> disclosure, so it opens with a tap,
 * Enter or Space and is announced as an expandable button, with or without JavaScript.
 */
export function SiteMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();

  // In the running app (client-side navigation) the same behaviour as SITE_MENU_SCRIPT, and the
  // menu closes when a link inside it changes the page.
  useEffect(() => {
    const menu = ref.current;
    if (!menu) return;
    menu.open = false;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menu.open) return;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [pathname]);

  const current = (href: string) => (pathname.replace(/\/$/, '') || '/') === href;
  const list = (links: readonly { href: string; label: string }[]) => (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <Link
            to={link.href}
            className={itemClass}
            aria-current={current(link.href) ? 'page' : undefined}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    // The panel is placed against the header row (the nearest positioned ancestor), not the button.
    <details ref={ref} data-site-menu="" className="group md:hidden">
      <summary className="flex h-9 min-w-9 cursor-pointer list-none items-center justify-center gap-1.5 rounded-xl border border-line bg-surface px-2 text-sm font-medium hover:bg-subtle sm:px-3 [&::-webkit-details-marker]:hidden">
        <Menu className="size-4 group-open:hidden" aria-hidden />
        <X className="hidden size-4 group-open:block" aria-hidden />
        {/* Named "Menu" for screen readers everywhere; the word shows from 640 px. */}
        <span className="sr-only sm:not-sr-only">Menu</span>
      </summary>
      <nav
        aria-label="Site"
        className="absolute top-full right-4 left-4 z-50 mt-2 max-h-[calc(100dvh-5rem)] overflow-y-auto rounded-2xl border border-line bg-surface p-2 shadow-xl sm:left-auto sm:w-80"
      >
        {list(SITE_SECTIONS)}
        <p className="mt-2 border-t border-line px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
          Features
        </p>
        {list(FEATURE_LINKS)}
      </nav>
    </details>
  );
}
