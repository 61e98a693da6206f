import { organizationLd, pageMeta } from '~/lib/meta';
import { SITE_URL } from '~/lib/site';
import { LandingHero } from '~/features/marketing/components/landing-hero';
import {
  ClosingCta,
  FeatureCards,
  StatTiles,
  Testimonials,
} from '~/features/marketing/components/landing-sections';
import { StickyBar } from '~/features/marketing/components/sticky-bar';

const DESCRIPTION =
  'Free focus tools in one calm workspace: a focus timer with ambient sounds, a fixation reader, mind maps, an AI planner and flashcards. No sign-up.';

export const meta = () =>
  pageMeta('Quietdesk', DESCRIPTION, {
    path: '/',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Quietdesk',
        url: `${SITE_URL}/`,
      },
      { '@context': 'https://schema.org', ...organizationLd() },
      {
        '@context': 'https://schema.org',
        '@type': 'WebApplication',
        name: 'Quietdesk',
        url: `${SITE_URL}/app/dashboard`,
        description: DESCRIPTION,
        applicationCategory: 'ProductivityApplication',
        operatingSystem: 'Any (runs in a web browser)',
        isAccessibleForFree: true,
        // docs/product.md §1: free forever, price 0 USD, no credit card.
        offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
      },
    ],
  });

export default function Home() {
  return (
    <>
      <StickyBar />
      <LandingHero />
      <StatTiles />
      <FeatureCards />
      <Testimonials />
      <ClosingCta />
    </>
  );
}
