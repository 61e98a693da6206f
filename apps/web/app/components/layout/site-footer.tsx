import { Link } from 'react-router';
import { MEDICAL_DISCLAIMER, PRODUCT_NAME, supportMailto } from '~/lib/site';
import { TOOLS } from '~/lib/tools';
import { LogoMark } from './logo';

const linkClass = 'rounded text-muted hover:text-ink hover:underline underline-offset-4';

// Static files (feeds, legal pages) are not client routes: plain anchors load them directly.
const RESOURCE_LINKS: FooterLink[] = [
  { href: '/privacy-policy.html', label: 'Privacy Policy' },
  { href: '/terms-of-service.html', label: 'Terms of Service' },
  { href: '/cookie-policy.html', label: 'Cookie Policy' },
  { href: '/sitemap.xml', label: 'Sitemap' },
  { href: '/rss.xml', label: 'RSS Feed' },
  { href: '/llms.txt', label: 'LLM Index' },
];

/** `to`: a client route; `href`: a static file or a mail link, loaded directly. */
type FooterLink = { label: string } & ({ to: string } | { href: string });

function FooterNav({
  label,
  heading = label,
  links,
}: {
  label: string;
  heading?: string;
  links: readonly FooterLink[];
}) {
  return (
    <nav aria-label={label}>
      <h2 className="text-sm font-semibold">{heading}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.label}>
            {'to' in link ? (
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            ) : (
              <a href={link.href} className={linkClass}>
                {link.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter({ helpHref = '/faq' }: { helpHref?: string }) {
  return (
    <footer className="mt-auto border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="col-span-2 md:col-span-1">
          <p className="flex items-center gap-2 font-semibold">
            <LogoMark className="size-6" /> {PRODUCT_NAME}
          </p>
          <p className="mt-3 max-w-sm text-sm text-muted">
            Free, calm tools for focused work. No sign-up needed.
          </p>
          <p className="mt-4 max-w-sm text-xs text-muted" data-testid="medical-disclaimer">
            {MEDICAL_DISCLAIMER}
          </p>
        </div>
        <FooterNav
          label="Tools"
          links={TOOLS.map((tool) => ({ to: tool.href, label: tool.name }))}
        />
        <FooterNav
          label="Product"
          links={[
            { to: '/demo', label: 'Demo' },
            { to: '/features/ambient-sounds', label: 'Ambient Sounds' },
            { to: '/blog', label: 'Blog' },
            { to: helpHref, label: 'Help & FAQ' },
            { href: supportMailto(), label: 'Contact Support' },
          ]}
        />
        <FooterNav label="Legal and feeds" heading="Legal & feeds" links={RESOURCE_LINKS} />
      </div>
      <div className="border-t border-line">
        {/* The page was prerendered with the server's year; a device whose clock is wrong must
            not fail hydration over it (React would then redraw the whole page), so the
            prerendered year stays. */}
        <p
          className="mx-auto max-w-6xl px-4 py-5 text-xs text-muted sm:px-6"
          suppressHydrationWarning
        >
          © {new Date().getFullYear()} {PRODUCT_NAME}. Free to use.
        </p>
      </div>
    </footer>
  );
}
