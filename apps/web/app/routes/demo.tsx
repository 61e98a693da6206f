import { pageMeta } from '~/lib/meta';
import { DemoPicker } from '~/features/marketing/components/demo-picker';

export const meta = () =>
  pageMeta(
    'Demo',
    'See static samples of every Quietdesk tool: planner, focus timer, mind maps, flashcards and the fixation reader.',
    { path: '/demo' },
  );

export default function Demo() {
  return <DemoPicker />;
}
