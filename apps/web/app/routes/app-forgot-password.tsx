import { deferredRoute } from '~/components/layout/deferred-part';
import { pageMeta } from '~/lib/meta';

// The screen (its forms, their schemas and queries) loads after the layout has hydrated, so the
// header answers a first tap without it (docs/decisions/062-first-tap-lighter-shell.md).
export default deferredRoute(() => import('./app-forgot-password-screen'));

export const meta = () =>
  pageMeta(
    'Forgot your password?',
    'Set a new Quietdesk password with a link by email or one of your recovery codes.',
  );
