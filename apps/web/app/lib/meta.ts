import type { MetaDescriptor } from 'react-router';
import { PRODUCT_NAME, SITE_URL, absoluteUrl } from './site';

/** The 1200×630 preview image, drawn at build time by scripts/site-assets.mjs. */
export const SOCIAL_IMAGE = {
  path: '/social-card.png',
  width: 1200,
  height: 630,
  alt: 'Quietdesk: free focus tools in one calm workspace',
} as const;

/** Icons drawn by scripts/site-assets.mjs (192/512 and maskable PNGs live in /icons/). */
export const ICON_LINKS = [
  { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
] as const;

interface PageMetaOptions {
  /** The page's own path (no trailing slash except `/`): becomes the canonical URL and og:url. */
  path: string;
  /** `article` for blog posts; everything else is a `website` page. */
  type?: 'website' | 'article';
  /** Article dates (ISO) for article:published_time / modified_time. */
  published?: string;
  modified?: string;
  /** schema.org objects, each emitted as its own JSON-LD script. */
  jsonLd?: readonly object[];
}

function fullTitle(title: string): string {
  return title === PRODUCT_NAME ? title : `${title} | ${PRODUCT_NAME}`;
}

/**
 * Title and description for a route's `meta` export. Public pages pass `options` and also get a
 * canonical link, Open Graph and Twitter card tags (absolute URLs from the one site-URL setting)
 * and optional JSON-LD; app screens (not documents) leave it out.
 */
export function pageMeta(
  title: string,
  description: string,
  options?: PageMetaOptions,
): MetaDescriptor[] {
  const titleText = fullTitle(title);
  if (!options) {
    return [
      { title: titleText },
      { name: 'description', content: description },
      { property: 'og:title', content: titleText },
      { property: 'og:description', content: description },
    ];
  }
  const url = absoluteUrl(options.path);
  const image = absoluteUrl(SOCIAL_IMAGE.path);
  const tags: MetaDescriptor[] = [
    { title: titleText },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: PRODUCT_NAME },
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:url', content: url },
    { property: 'og:title', content: titleText },
    { property: 'og:description', content: description },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(SOCIAL_IMAGE.width) },
    { property: 'og:image:height', content: String(SOCIAL_IMAGE.height) },
    { property: 'og:image:alt', content: SOCIAL_IMAGE.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: titleText },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: SOCIAL_IMAGE.alt },
  ];
  if (options.published) {
    tags.push({ property: 'article:published_time', content: options.published });
  }
  if (options.modified) {
    tags.push({ property: 'article:modified_time', content: options.modified });
  }
  for (const ld of options.jsonLd ?? []) tags.push({ 'script:ld+json': ld });
  return tags;
}

/** The organisation behind the site, as schema.org sees it (publisher and author of posts). */
export function organizationLd() {
  return {
    '@type': 'Organization',
    name: PRODUCT_NAME,
    url: `${SITE_URL}/`,
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl('/icons/icon-512.png'),
      width: 512,
      height: 512,
    },
  };
}

/** schema.org BreadcrumbList: `trail` runs from the home page to the current page. */
export function breadcrumbLd(trail: readonly { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
