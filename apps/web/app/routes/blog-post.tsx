import { ArrowLeft } from 'lucide-react';
import { Link, data } from 'react-router';
import { PageContainer } from '~/components/layout/page-container';
import { ButtonLink } from '~/components/ui/button';
import { pageMeta } from '~/lib/meta';
import { MEDICAL_DISCLAIMER } from '~/lib/site';
import { getPost } from '~/features/blog/api/blog.server';
import { formatPostDate } from '~/features/blog/model/post';
import type { Route } from './+types/blog-post';

// Runs at build time only: every slug is prerendered (ssr: false).
export function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.slug);
  if (!post) throw data('Not found', { status: 404 });
  const { slug, title, excerpt, published, modified, html, wordCount } = post;
  return { post: { slug, title, excerpt, published, modified, html, wordCount } };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.post.title, loaderData.post.excerpt) : pageMeta('Blog', '');

export default function BlogPost({ loaderData: { post } }: Route.ComponentProps) {
  const minutes = Math.max(1, Math.ceil(post.wordCount / 220));
  return (
    <PageContainer width="narrow" className="py-12 sm:py-16">
      <Link
        to="/blog"
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-muted hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden /> All articles
      </Link>
      <article className="mt-6">
        <header>
          <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {post.title}
          </h1>
          <p className="mt-4 text-sm text-muted">
            Published <time dateTime={post.published}>{formatPostDate(post.published)}</time>
            {post.modified !== post.published && (
              <>
                {' · '}Updated <time dateTime={post.modified}>{formatPostDate(post.modified)}</time>
              </>
            )}
            {' · '}
            {minutes} min read
          </p>
        </header>
        <div className="prose-qd mt-8" dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
      <aside className="mt-12 rounded-2xl border border-line bg-accent-soft p-6 sm:p-8">
        <h2 className="text-xl font-semibold tracking-tight">Try it for yourself</h2>
        <p className="mt-2 text-muted">
          Every Quietdesk tool is free and works without an account.
        </p>
        <ButtonLink to="/register" className="mt-5">
          Get Started Free
        </ButtonLink>
      </aside>
      <p className="mt-8 text-xs text-muted">{MEDICAL_DISCLAIMER}</p>
    </PageContainer>
  );
}
