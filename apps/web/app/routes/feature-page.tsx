import { ArrowLeft, ArrowRight, Check, Info } from 'lucide-react';
import { Link } from 'react-router';
import { NotFoundPage } from '~/components/layout/not-found-page';
import { PageContainer } from '~/components/layout/page-container';
import { ButtonLink } from '~/components/ui/button';
import { breadcrumbLd, pageMeta } from '~/lib/meta';
import { FEATURE_PAGES } from '~/features/marketing/model/feature-pages';
import type { Route } from './+types/feature-page';

function pageFor(slug: string | undefined) {
  return slug && Object.hasOwn(FEATURE_PAGES, slug)
    ? FEATURE_PAGES[slug as keyof typeof FEATURE_PAGES]
    : undefined;
}

export const meta = ({ params }: Route.MetaArgs) => {
  const page = pageFor(params.slug);
  if (!page) return [{ title: 'Page Not Found | Quietdesk' }];
  const path = `/features/${params.slug}`;
  return pageMeta(page.title, page.description, {
    path,
    jsonLd: [
      breadcrumbLd([
        { name: 'Home', path: '/' },
        { name: page.title, path },
      ]),
    ],
  });
};

export default function FeaturePage({ params }: Route.ComponentProps) {
  const page = pageFor(params.slug);
  if (!page) return <NotFoundPage embedded />;
  return (
    <PageContainer width="medium" className="py-12 sm:py-16">
      <Link
        to="/"
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-muted hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to Home
      </Link>
      <header className="mt-8">
        <p className="flex items-center text-sm font-semibold text-accent-text">{page.title}</p>
        <h1 className="mt-2 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
          {page.tagline}
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-8 text-muted">{page.description}</p>
        <ButtonLink to={page.cta.href} size="lg" className="mt-8">
          {page.cta.label} <ArrowRight className="size-5" aria-hidden />
        </ButtonLink>
      </header>
      <section aria-labelledby="highlights" className="mt-16">
        <h2 id="highlights" className="text-2xl font-semibold tracking-tight">
          What you get
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {page.highlights.map((h) => (
            <li key={h.title} className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
              <p className="flex items-center gap-2 font-semibold">
                <Check className="size-5 text-accent-text" aria-hidden /> {h.title}
              </p>
              <p className="mt-2 text-muted">{h.body}</p>
            </li>
          ))}
        </ul>
      </section>
      <aside className="mt-4 flex gap-3 rounded-2xl border border-line bg-subtle p-5 text-sm leading-6">
        <Info className="mt-0.5 size-5 shrink-0 text-accent-text" aria-hidden />
        <p>
          <span className="font-semibold">Good to know: </span>
          {page.note}
        </p>
      </aside>
      <section className="mt-16 rounded-3xl border border-line bg-surface p-8 text-center shadow-sm sm:p-12">
        <h2 className="text-2xl font-semibold tracking-tight">Try {page.title} for free</h2>
        <p className="mt-2 text-muted">No account, no credit card.</p>
        <ButtonLink to={page.cta.href} size="lg" className="mt-6">
          {page.cta.label}
        </ButtonLink>
      </section>
    </PageContainer>
  );
}
