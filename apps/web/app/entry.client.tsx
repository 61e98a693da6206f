import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// React Router's default client entry. It hydrates at once: in the built app the shells start
// their scripts only after the first paint (apps/web/scripts/inline-shell-css.mjs,
// docs/decisions/030-inline-app-shell-css.md), so the page is on screen before this runs.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
