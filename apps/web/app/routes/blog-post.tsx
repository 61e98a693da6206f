import { data } from 'react-router';
import { PageContainer } from '~/components/layout/page-container';
import { ButtonLink } from '~/components/ui/button';
import { SOCIAL_IMAGE, breadcrumbLd, organizationLd, pageMeta } from '~/lib/meta';
import { MEDICAL_DISCLAIMER, absoluteUrl } from '~/lib/site';
import { getPost } from '~/features/blog/api/blog.server';
import { Breadcrumbs } from '~/features/blog/components/breadcrumbs';
import { formatPostDate, readingMinutes } from '~/features/blog/model/post';
import type { Route } from './+types/blog-post';

// Runs at build time only: every slug is prerendered (ssr: false). An unknown slug never gets
// here from the server (it answers the static 404 page); in the running app the 404 below
// reaches the root error boundary, which shows "Page Not Found".
export function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.slug);
  if (!post) throw data('Not found', { status: 404 });
  const { slug, title, excerpt, published, modified, html, wordCount } = post;
  return { post: { slug, title, excerpt, published, modified, html, wordCount } };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return [{ title: 'Page Not Found | Quietdesk' }];
  const { post } = loaderData;
  const path = `/blog/${post.slug}`;
  return pageMeta(post.title, post.excerpt, {
    path,
    type: 'article',
    published: post.published,
    modified: post.modified,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: post.title,
        description: post.excerpt,
        url: absoluteUrl(path),
        mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(path) },
        image: [absoluteUrl(SOCIAL_IMAGE.path)],
        datePublished: post.published,
        dateModified: post.modified,
        wordCount: post.wordCount,
        inLanguage: 'en',
        author: organizationLd(),
        publisher: organizationLd(),
      },
      breadcrumbLd([
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
        { name: post.title, path },
      ]),
    ],
  });
};

export default function BlogPost({ loaderData: { post } }: Route.ComponentProps) {
  return (
    <PageContainer width="narrow" className="py-12 sm:py-16">
      <Breadcrumbs current={post.title} />
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
            {readingMinutes(post.wordCount)} min read
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
