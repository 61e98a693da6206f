import { PRODUCT_NAME } from '@quietdesk/core';

export { PRODUCT_NAME };

/** Build-time constant; override with VITE_SUPPORT_EMAIL. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@quietdesk.app';

/** Used when PUBLIC_URL is unset (also named in scripts/start.mjs and the README). */
const DEFAULT_SITE_URL = 'https://quietdesk.app';

/**
 * The public origin, from PUBLIC_URL: the same setting the server reads. The build bakes it into
 * canonical links, Open Graph tags, the sitemap, the RSS feed, robots.txt and llms.txt
 * (vite.config.ts exposes PUBLIC_URL to the build; see docs/decisions/019-public-site-metadata.md).
 */
export function siteOrigin(raw: string | undefined): string {
  const value = raw?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an http:// or https:// URL (got "${value}").`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must be an http:// or https:// URL (got "${value}").`);
  }
  return url.origin;
}

if (import.meta.env.VITE_SITE_URL) {
  throw new Error('VITE_SITE_URL is no longer read: set PUBLIC_URL (used by build and server).');
}

export const SITE_URL: string = siteOrigin(import.meta.env.PUBLIC_URL);

/** An absolute URL on the public site for a path such as `/blog`. */
export const absoluteUrl = (path: string): string => `${SITE_URL}${path}`;

export function supportMailto(subject = `${PRODUCT_NAME} support`): string {
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;
}

export const MEDICAL_DISCLAIMER = `${PRODUCT_NAME} is a set of productivity tools, not medical advice. It does not diagnose or treat any condition, including ADHD or dyslexia; talk to a qualified professional about your health.`;
