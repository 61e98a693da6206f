import { FEATURE_SLUGS, type FeatureSlug } from './site-map';

/** The public site's sections, in the order the phone menu lists them. */
export const SITE_SECTIONS = [
  { href: '/', label: 'Home' },
  { href: '/demo', label: 'Demo' },
  { href: '/blog', label: 'Blog' },
  { href: '/faq', label: 'Help & FAQ' },
] as const;

const FEATURE_LABELS: Record<FeatureSlug, string> = {
  'ai-planner': 'AI Planner',
  pomodoro: 'Focus Timer',
  'fixation-reading': 'Fixation Reader',
  'mind-maps': 'Mind Maps',
  'ambient-sounds': 'Ambient Sounds',
  flashcards: 'Flashcards',
};

/** One link per feature page. */
export const FEATURE_LINKS = FEATURE_SLUGS.map((slug) => ({
  href: `/features/${slug}`,
  label: FEATURE_LABELS[slug],
}));
