import { lazy } from 'react';
import { DeferredPart } from '~/components/layout/deferred-part';
import { pageMeta } from '~/lib/meta';

// The screen (its forms, their schemas and queries) loads after the layout has hydrated, so the
// header answers a first tap without it (docs/decisions/062-first-tap-lighter-shell.md).
const RegisterScreen = lazy(() => import('./app-register-screen'));
const screen = (
  <DeferredPart>
    <RegisterScreen />
  </DeferredPart>
);

export const meta = () =>
  pageMeta(
    'Create an account',
    'An optional Quietdesk account keeps your plans, timer history and settings on every device.',
  );

export default function RegisterRoute() {
  return screen;
}
