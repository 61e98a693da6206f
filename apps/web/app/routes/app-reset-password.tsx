import { deferredRoute } from '~/components/layout/deferred-part';
import { pageMeta } from '~/lib/meta';

// The screen (its forms, their schemas and queries) loads after the layout has hydrated, so the
// header answers a first tap without it (docs/decisions/062-first-tap-lighter-shell.md).
export default deferredRoute(() => import('./app-reset-password-screen'));

export const meta = () =>
  pageMeta('Choose a new password', 'Set a new Quietdesk password with the link from your mail.');
