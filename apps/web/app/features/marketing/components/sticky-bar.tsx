import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { LogoMark } from '~/components/layout/logo';

const STICKY_BAR_THRESHOLD = 120;

function sync(bar: HTMLElement) {
  const visible = window.scrollY > STICKY_BAR_THRESHOLD;
  bar.dataset.visible = String(visible);
  bar.inert = !visible;
  bar.setAttribute('aria-hidden', String(!visible));
}

/** For the static landing page, which ships no framework JavaScript. Same behaviour as below. */
export const STICKY_BAR_SCRIPT = `(function(){var b=document.querySelector("[data-sticky-bar]");if(!b)return;function u(){var v=window.scrollY>${STICKY_BAR_THRESHOLD};b.dataset.visible=String(v);b.inert=!v;b.setAttribute("aria-hidden",!v)}addEventListener("scroll",u,{passive:true});u()})();`;

/**
 * A slim call-to-action bar that slides in once the page is scrolled past 120 px.
 * State lives in `data-visible` (not React state) so the static script can drive it too.
 */
export function StickyBar() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const onScroll = () => sync(bar);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <div
      ref={ref}
      data-sticky-bar=""
      data-testid="sticky-bar"
      data-visible="false"
      aria-hidden="true"
      inert
      className="pointer-events-none fixed inset-x-0 top-0 z-40 -translate-y-full border-b border-line bg-surface/95 opacity-0 shadow-sm backdrop-blur transition duration-200 data-[visible=true]:pointer-events-auto data-[visible=true]:translate-y-0 data-[visible=true]:opacity-100"
    >
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <LogoMark className="size-7" />
        <p className="hidden text-sm font-medium sm:block">Five free focus tools. No sign-up.</p>
        <Link to="/app/dashboard" className={buttonClass('primary', 'sm', 'ml-auto')}>
          Try Quietdesk
        </Link>
      </div>
    </div>
  );
}
