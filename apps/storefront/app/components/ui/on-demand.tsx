import { use, useSyncExternalStore, type ComponentType } from 'react';

/**
 * A part of the page whose code the browser loads only when it is needed (a pop-up's form, a folded form: decision
 * 026), while the server still renders it, so the HTML is complete for the first paint, crawlers and visits without
 * JavaScript. Until `preload()` has run, the browser keeps the server's markup of the part as it is (hydration does
 * not touch an element whose content is `dangerouslySetInnerHTML`); once the code is there, the component renders
 * into the same wrapper, which lays nothing out (`display: contents`). A page reached by a client-side navigation
 * has an empty wrapper until then, so callers preload before showing the part (`preload().then(open)`).
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const preload = (): Promise<void> => {
    pending ??= load().then((component) => {
      loaded = component;
      for (const listener of listeners) listener();
    });
    return pending;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const current = () => loaded;
  // The server resolves its copy as it starts, before it renders any page.
  if (import.meta.env.SSR) void preload();

  function OnDemand(props: P) {
    const Loaded = useSyncExternalStore(subscribe, current, current);
    if (import.meta.env.SSR && !Loaded) use(preload());
    if (Loaded) {
      return (
        <div className="contents">
          <Loaded {...props} />
        </div>
      );
    }
    return <div className="contents" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  }

  return { Component: OnDemand, preload };
}
