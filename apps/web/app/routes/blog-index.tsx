import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer } from '~/components/layout/page-container';
import { breadcrumbLd, pageMeta } from '~/lib/meta';
import { getPostSummaries } from '~/features/blog/api/blog.server';
import { formatPostDate } from '~/features/blog/model/post';
import type { Route } from './+types/blog-index';

// Runs at build time only: the route is prerendered (ssr: false).
export function loader() {
  return { posts: getPostSummaries() };
}

export const meta = () =>
  pageMeta('Blog', 'Practical, honest articles on focus, planning, reading and studying.', {
    path: '/blog',
    jsonLd: [
      breadcrumbLd([
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
      ]),
    ],
  });

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  return (
    <PageContainer width="medium" className="py-14 sm:py-20">
      <h1 className="text-4xl font-semibold tracking-tight">Blog</h1>
      <p className="mt-3 text-lg text-muted">
        Practical notes on focus, planning, reading and studying.{' '}
        <a href="/rss.xml" className="font-medium text-accent-text underline underline-offset-2">
          RSS feed
        </a>
      </p>
      <ul className="mt-10 grid gap-5">
        {loaderData.posts.map((post) => (
          <li key={post.slug}>
            <article className="group relative rounded-2xl border border-line bg-surface p-6 shadow-sm transition hover:border-accent">
              <p className="text-sm text-muted">
                <time dateTime={post.published}>{formatPostDate(post.published)}</time>
              </p>
              <h2 className="mt-2 text-xl font-semibold tracking-tight">
                <Link
                  to={`/blog/${post.slug}`}
                  className="after:absolute after:inset-0 after:rounded-2xl"
                >
                  {post.title}
                </Link>
              </h2>
              <p className="mt-2 text-muted">{post.excerpt}</p>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-accent-text">
                Read article <ArrowRight className="size-4" aria-hidden />
              </span>
            </article>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
