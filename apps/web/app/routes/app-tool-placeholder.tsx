import { ArrowLeft, Hammer } from 'lucide-react';
import { useLocation } from 'react-router';
import { PageContainer } from '~/components/layout/page-container';
import { ButtonLink } from '~/components/ui/button';
import { TOOLS } from '~/lib/tools';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/app-tool-placeholder';

function toolFor(pathname: string) {
  return TOOLS.find((t) => pathname === t.href || pathname.startsWith(`${t.href}/`)) ?? TOOLS[0]!;
}

export const meta = ({ location }: Route.MetaArgs) => {
  const tool = toolFor(location.pathname);
  return pageMeta(tool.name, tool.summary);
};

/** Honest stand-in until each tool's own issue lands. */
export default function ToolPlaceholder() {
  const tool = toolFor(useLocation().pathname);
  return (
    <PageContainer className="py-16">
      <div className="mx-auto max-w-xl rounded-3xl border border-line bg-surface p-8 text-center shadow-sm sm:p-12">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-accent-soft text-accent-text">
          <tool.icon className="size-7" aria-hidden />
        </span>
        <h1 className="mt-6 text-3xl font-semibold tracking-tight">{tool.name}</h1>
        <p className="mt-3 text-muted">{tool.summary}</p>
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-subtle px-4 py-2 text-sm font-medium">
          <Hammer className="size-4" aria-hidden /> This tool is being built
        </p>
        <div className="mt-8">
          <ButtonLink to="/app/dashboard" variant="secondary">
            <ArrowLeft className="size-4" aria-hidden /> Back to Dashboard
          </ButtonLink>
        </div>
      </div>
    </PageContainer>
  );
}
