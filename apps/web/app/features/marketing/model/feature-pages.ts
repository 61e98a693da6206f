import type { FeatureSlug } from '~/lib/site-map';
import pages from '../../../../content/marketing/feature-pages.json';

/** One feature's public page (/features/<slug>); the words live in content/marketing. */
export interface FeaturePage {
  title: string;
  tagline: string;
  description: string;
  highlights: { title: string; body: string }[];
  /** An honest limit or caveat shown on the page. */
  note: string;
  cta: { label: string; href: string };
}

// Typed here: a feature without a page, or a page missing a field, fails the typecheck.
export const FEATURE_PAGES: Record<FeatureSlug, FeaturePage> = pages;
