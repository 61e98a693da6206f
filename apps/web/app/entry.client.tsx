import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// React Router's default client entry, except that hydration waits for the first frame. The app
// shells are complete HTML with their stylesheet inline (docs/decisions/030), so the browser can
// paint the page at once; when the scripts are already cached (a repeat visit, the service
// worker), hydrating first would keep that paint waiting for the whole render of the app.
// A hidden tab paints no frames: it hydrates straight away, as does a browser that is slow to
// offer a frame.
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

function afterFirstPaint(callback: () => void) {
  if (document.visibilityState === 'hidden') return callback();
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    callback();
  };
  // The frame callback runs just before the paint; the task after it runs once it is on screen.
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}

afterFirstPaint(hydrate);
