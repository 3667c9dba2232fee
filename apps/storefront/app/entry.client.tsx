import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { afterFirstPaint } from './lib/ui/after-first-paint';

/** React Router's default entry: hydration as a transition, so React yields to the browser every few milliseconds. */
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

// The browser paints the server's HTML before hydration starts (decision 045).
afterFirstPaint(hydrate);
