import { ArrowRight, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';

function PreviewCard() {
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-md select-none">
      <div className="absolute -inset-2 -z-10 rounded-[2.5rem] bg-accent-soft blur-2xl sm:-inset-6" />
      <div className="rounded-3xl border border-line bg-surface p-6 shadow-xl">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium text-muted">Focus Time</span>
          <span className="rounded-full bg-accent-soft px-3 py-1 text-xs font-medium text-accent-text">
            Rain · 50%
          </span>
        </div>
        <p className="mt-4 text-6xl font-semibold tracking-tight tabular-nums">24:37</p>
        <p className="mt-1 text-sm text-muted">Biology final · Chapter 3: cell division</p>
        <div className="mt-5 h-2 overflow-hidden rounded-full bg-subtle">
          <div className="h-full w-[18%] rounded-full bg-accent" />
        </div>
        <ul className="mt-6 space-y-3 text-sm">
          {[
            ['Read chapter 3 from the reading list', '30 min', true],
            ['Map the phases of mitosis', '20 min', false],
            ['Review the Cells deck (12 due)', '15 min', false],
          ].map(([title, time, done]) => (
            <li key={String(title)} className="flex items-center gap-3">
              <span
                className={`grid size-5 place-items-center rounded-md border ${done ? 'border-accent bg-accent text-accent-ink' : 'border-line'}`}
              >
                {done ? '✓' : ''}
              </span>
              <span className={done ? 'text-muted line-through' : ''}>{title}</span>
              <span className="ml-auto text-xs text-muted">{time}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function LandingHero() {
  return (
    <section className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-16 pb-20 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:pt-24">
      <div>
        <p className="inline-flex rounded-full border border-line bg-surface px-3 py-1 text-sm text-muted">
          Free · No sign-up · Works in your browser
        </p>
        <h1 className="mt-6 text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          A quiet place to <span className="text-accent-text">study for what matters</span>.
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-8 text-muted">
          Plan the weeks to your exam, get through the reading list with a focus timer and rain in
          the background, map each chapter, and turn it into a deck you review until it sticks. Open
          it and start; there is nothing to install and no account to create.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/app/dashboard" className={buttonClass('primary', 'lg')}>
            Start Free Now <ArrowRight className="size-5" aria-hidden />
          </Link>
          <Link to="/demo" className={buttonClass('secondary', 'lg')}>
            <PlayCircle className="size-5" aria-hidden /> View Demo
          </Link>
        </div>
      </div>
      <PreviewCard />
    </section>
  );
}
