import { ArrowRight, UserRound } from 'lucide-react';
import { PageContainer } from '~/components/layout/page-container';
import { pageMeta } from '~/lib/meta';

// The sign-up screen is part of the app (/app/register: it calls the API, so it needs the app's
// JavaScript). This public address stays for the links that point here and forwards at once; the
// link below is for the rare browser that ignores the refresh.

export const meta = () => [
  ...pageMeta('Create an account', 'Create an optional Quietdesk account.'),
  { httpEquiv: 'refresh', content: '0; url=/app/register' },
];

export default function Register() {
  return (
    <PageContainer width="narrow" className="py-16 sm:py-24">
      <div className="rounded-3xl border border-line bg-surface p-8 text-center shadow-sm sm:p-12">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-accent-soft text-accent-text">
          <UserRound className="size-7" aria-hidden />
        </span>
        <h1 className="mt-6 text-3xl font-semibold tracking-tight">Create an account</h1>
        <p className="mt-4 text-lg text-muted">
          Accounts are optional: every tool works without one.
        </p>
        <div className="mt-8">
          <a
            href="/app/register"
            className="inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-accent px-6 font-medium text-accent-ink shadow-sm hover:opacity-90"
          >
            Continue to sign-up <ArrowRight className="size-5" aria-hidden />
          </a>
        </div>
      </div>
    </PageContainer>
  );
}
