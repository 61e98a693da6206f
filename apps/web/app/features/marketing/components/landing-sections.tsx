import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ToolCards } from '~/components/ui/tool-card';
import { TESTIMONIALS } from '../model/testimonials';

const STATS = [
  { value: '5', label: 'Integrated tools' },
  { value: 'Zero', label: 'Registration' },
  { value: 'Instant', label: 'Access' },
  { value: 'Free', label: 'No credit card' },
];

export function StatTiles() {
  return (
    <section aria-label="At a glance" className="mx-auto max-w-6xl px-4 sm:px-6">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {STATS.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col rounded-2xl border border-line bg-surface p-6 text-center shadow-sm"
          >
            <dt className="text-sm text-muted">{stat.label}</dt>
            <dd className="order-first text-3xl font-semibold tracking-tight text-accent-text">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-24 sm:px-6">
      <div className="max-w-2xl">
        <h2 id="features-heading" className="text-3xl font-semibold tracking-tight sm:text-4xl">
          Five tools, one calm workspace
        </h2>
        <p className="mt-4 text-lg text-muted">
          Plan the revision, do the reading, remember what you learned. Each tool is simple on
          purpose.
        </p>
      </div>
      <ToolCards
        link="featureHref"
        action="Learn more"
        size="large"
        className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
      />
    </section>
  );
}

export function Testimonials() {
  return (
    <section
      aria-labelledby="testimonials-heading"
      className="border-y border-line bg-surface py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="testimonials-heading" className="text-3xl font-semibold tracking-tight sm:text-4xl">
          How people use it
        </h2>
        <p className="mt-3 text-sm text-muted">
          Sample testimonials, written to illustrate typical use. They are not reviews from named
          customers.
        </p>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-line bg-canvas p-6">
                <blockquote className="flex-1 leading-7">“{t.quote}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden
                    className="grid size-10 place-items-center rounded-full bg-accent text-sm font-semibold text-accent-ink"
                  >
                    {t.initials}
                  </span>
                  <span>
                    <span className="block font-medium">{t.name}</span>
                    <span className="block text-sm text-muted">{t.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ClosingCta() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-24 sm:px-6">
      <div className="rounded-3xl bg-accent px-6 py-14 text-center text-accent-ink sm:px-12">
        <h2 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          Ready for a calmer study session?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg opacity-90">
          Everything is free and works straight away in your browser.
        </p>
        <Link
          to="/app/dashboard"
          className="mt-8 inline-flex h-12 items-center gap-2 rounded-xl bg-accent-ink px-6 font-medium text-accent transition hover:opacity-90 focus-visible:outline-accent-ink"
        >
          Try Quietdesk <ArrowRight className="size-5" aria-hidden />
        </Link>
      </div>
    </section>
  );
}
