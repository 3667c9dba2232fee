import {
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type ComponentType,
  type FormEvent,
  type MouseEvent,
} from 'react';
import { isPlainClick } from '../../lib/ui/plain-click';
import type { Pending, Snapshot } from './hand-over';
import { useMountedAfterHydration } from '../../hooks/use-hydrated';

/** A wrapper's hand-over: what the shopper asked of the server's markup, then what to give the component's. */
type PartState = { saved: Snapshot | null; pending: Pending | null };

/** Forms whose code could not be loaded: they post as without JavaScript. */
const native = new WeakSet<HTMLFormElement>();

function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** While a pointer is pressed the swap waits for its release (and the click it makes), so no click is lost. */
let pressed = false;
const released = new Set<() => void>();
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressed = true), true);
  const release = () => {
    pressed = false;
    // After the click that follows the release (a task of its own: not a timer, which a paused clock would hold).
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      for (const resume of released) resume();
      released.clear();
    };
    channel.port2.postMessage(null);
  };
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}
/** A plain primary-button click on a link to this site, in this tab: a client-side navigation once the code is there. */
function followsInPlace(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (!isPlainClick(event)) return false;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  return link.origin === window.location.origin;
}
const whenReleased = () => (pressed ? new Promise<void>((resolve) => released.add(resolve)) : Promise.resolve());

/**
 * A part of the page whose code the browser loads only when it is needed (a pop-up's form, a folded form, a form the
 * shopper has not reached yet: decision 026), while the server still renders it, so the HTML is complete for the
 * first paint, crawlers and visits without JavaScript. Until `preload()` has run, the browser keeps the server's
 * markup of the part as it is (hydration does not touch an element whose content is `dangerouslySetInnerHTML`; a
 * submission or a button press made meanwhile waits for the code and is then made again); once the code is there,
 * the component renders into the same wrapper, which lays nothing out (`display: contents`), and takes over what the
 * shopper already typed and where the focus was. The code starts loading when the pointer, a finger or the focus
 * reaches the part, or when its props change (the server's markup is then stale). A part mounted after hydration (a
 * client-side navigation) has no server markup, so it loads at once; callers that show it on demand preload before
 * showing it (`preload().then(open)`).
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  {
    eager = false,
    near = false,
  }: {
    /**
     * A part drawn only in some states (an error page, the internal-sale bar) loads as soon as it is drawn; until
     * then the server's markup stays as it is.
     */
    eager?: boolean;
    /**
     * A part below the fold loads once what it shows comes near the screen (and is displayed), so it is there before
     * the shopper reaches it.
     */
    near?: boolean;
  } = {},
) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  /** The wrappers still showing the server's markup, with what to take over once the component renders. */
  const waiting = new Map<HTMLDivElement, PartState>();
  let handOver: typeof import('./hand-over') | null = null;
  const preload = (): Promise<void> => {
    pending ??= Promise.all([load(), import.meta.env.SSR ? null : import('./hand-over')])
      .then(async ([component, module]) => {
        handOver = module;
        if (!import.meta.env.SSR) await whenReleased();
        for (const [wrapper, state] of waiting) {
          if (handOver) state.saved = handOver.snapshot(wrapper, state.pending);
          state.pending = null;
        }
        loaded = component;
        for (const listener of listeners) listener();
      })
      .catch((error: unknown) => {
        // A failed download (offline, a new deployment) can be tried again at the next reach.
        pending = null;
        throw error;
      });
    return pending;
  };
  /** Starts loading the code unless it is there (a failure is tried again at the next reach). */
  const reach = () => {
    if (!loaded) preload().catch(() => {});
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
    // True only when the part mounts after hydration: there is no server markup to keep then. (Read without a render
    // of every wrapper again after hydration: decision 045.)
    const clientMount = useMountedAfterHydration();
    const ref = useRef<HTMLDivElement>(null);
    const state = useRef<PartState>({ saved: null, pending: null });
    if (import.meta.env.SSR && !Loaded) use(preload());
    if (!import.meta.env.SSR && !Loaded && clientMount) reach();

    // Markup the server rendered for other props is stale: new props need the code.
    const first = useRef(props);
    useEffect(() => {
      if (!loaded && !sameProps(first.current, props)) reach();
    });

    useEffect(() => {
      if (eager) reach();
      const wrapper = ref.current;
      if (!near || !wrapper || loaded || typeof IntersectionObserver === 'undefined') return;
      // The wrapper lays nothing out: what it shows is observed.
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          reach();
        },
        { rootMargin: '800px 0px' },
      );
      for (const child of wrapper.children) observer.observe(child);
      return () => observer.disconnect();
    }, []);

    useLayoutEffect(() => {
      const wrapper = ref.current;
      if (!wrapper) return;
      if (!Loaded) {
        const own = state.current;
        waiting.set(wrapper, own);
        // The browser's own check stopped a submission (no submit event then): it is made again with the code,
        // whose handlers mark the field.
        const onInvalid = (event: Event) => {
          const form = (event.target as HTMLInputElement).form;
          if (!form || native.has(form)) return;
          own.pending = { kind: 'submit', form, submitter: null };
          reach();
        };
        wrapper.addEventListener('invalid', onInvalid, true);
        return () => {
          waiting.delete(wrapper);
          wrapper.removeEventListener('invalid', onInvalid, true);
        };
      }
      const saved = state.current.saved;
      const module = handOver;
      if (saved && module) {
        state.current.saved = null;
        // After this commit, before the browser paints: each value is rendered on its own (hand-over.ts).
        queueMicrotask(() => module.restore(wrapper, saved));
      }
      return undefined;
    }, [Loaded]);

    if (Loaded) {
      return (
        // The server marks the part as the browser will find it on arrival: still waiting for its code.
        <div ref={ref} className="contents" data-on-demand={import.meta.env.SSR ? '' : undefined}>
          <Loaded {...props} />
        </div>
      );
    }
    // A submission before the code is there waits for it and is made again on the component's markup (where its
    // checks run as usual); if the code cannot be loaded, the form posts as without JavaScript.
    const onSubmit = (event: FormEvent<HTMLDivElement>) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || native.has(form)) return;
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      state.current.pending = { kind: 'submit', form, submitter };
      preload().catch(() => {
        native.add(form);
        form.requestSubmit(
          submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : undefined,
        );
      });
    };
    // A press of a plain button does nothing in the server's markup: it is made again on the component's.
    const onClick = (event: MouseEvent<HTMLDivElement>) => {
      const target = event.target as Element;
      // A plain click on a link to this site would load the whole page: it waits for the code and is made again on
      // the component's link (a client-side navigation), or followed in full if the code cannot be loaded.
      const link = target.closest('a[href]');
      if (link instanceof HTMLAnchorElement && followsInPlace(event, link)) {
        event.preventDefault();
        state.current.pending = { kind: 'click', target: link };
        preload().catch(() => window.location.assign(link.href));
        return;
      }
      const button = target.closest('button');
      if (button?.type === 'button') state.current.pending = { kind: 'click', target: button };
      // A disclosure's summary too: the component decides how it opens (the footer's groups stay open from 768 px).
      const summary = target.closest('summary');
      if (summary) {
        event.preventDefault();
        state.current.pending = { kind: 'click', target: summary };
        preload().catch(() => {
          const details = summary.parentElement;
          if (details instanceof HTMLDetailsElement) details.open = !details.open;
        });
        return;
      }
      reach();
    };
    // So is a right click (the component may answer it, as the footer's e-bit seal does).
    const onContextMenu = (event: MouseEvent<HTMLDivElement>) => {
      state.current.pending = { kind: 'contextmenu', target: event.target as Element };
      reach();
    };
    return (
      <div
        ref={ref}
        className="contents"
        onPointerOver={reach}
        onFocus={reach}
        onTouchStart={reach}
        onSubmit={onSubmit}
        onClick={onClick}
        onContextMenu={onContextMenu}
        data-on-demand=""
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    );
  }

  return { Component: OnDemand, preload, reach };
}
