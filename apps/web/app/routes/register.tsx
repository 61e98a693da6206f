import { ArrowRight, UserRound } from 'lucide-react';
import { PageContainer } from '~/components/layout/page-container';
import { ButtonLink } from '~/components/ui/button';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta('Register', 'Accounts are coming to Quietdesk. Every tool works without one today.');

export default function Register() {
  return (
    <PageContainer width="narrow" className="py-16 sm:py-24">
      <div className="rounded-3xl border border-line bg-surface p-8 text-center shadow-sm sm:p-12">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-accent-soft text-accent-text">
          <UserRound className="size-7" aria-hidden />
        </span>
        <h1 className="mt-6 text-3xl font-semibold tracking-tight">Accounts are coming</h1>
        <p className="mt-4 text-lg text-muted">
          Everything works without one today. Open the dashboard and start: no sign-up, no credit
          card.
        </p>
        <p className="mt-4 text-sm text-muted">
          Accounts will be optional. They are planned for keeping plan history and timer statistics
          across devices.
        </p>
        <div className="mt-8">
          <ButtonLink to="/app/dashboard" size="lg">
            Go to Dashboard <ArrowRight className="size-5" aria-hidden />
          </ButtonLink>
        </div>
      </div>
    </PageContainer>
  );
}
