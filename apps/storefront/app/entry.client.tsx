import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { HydrationMark } from './hooks/use-hydrated';

/** React Router's default entry: hydration as a transition, so React yields to the browser every few milliseconds. */
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
        <HydrationMark />
      </StrictMode>,
    );
  });
}

// The browser paints the server's HTML before hydration starts (decision 045): the next frame, then a task after it.
// A page loaded in a hidden tab draws no frame until it is shown, so it hydrates at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(hydrate, 0));
else setTimeout(hydrate, 0);
