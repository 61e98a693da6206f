import { pageMeta } from '~/lib/meta';
import { LandingHero } from '~/features/marketing/components/landing-hero';
import {
  ClosingCta,
  FeatureCards,
  StatTiles,
  Testimonials,
} from '~/features/marketing/components/landing-sections';
import { StickyBar } from '~/features/marketing/components/sticky-bar';

export const meta = () =>
  pageMeta(
    'Quietdesk',
    'Free focus tools in one calm workspace: a focus timer with ambient sounds, a fixation reader, mind maps, an AI planner and flashcards. No sign-up.',
  );

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
