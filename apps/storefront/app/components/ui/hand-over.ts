/**
 * What the shopper did to an on-demand part's server markup before its code arrived (on-demand.tsx, decision 026):
 * typed values and the focus, taken before the component replaces the markup and given to the component's markup
 * after. Loaded together with the part's code, so it is not part of any first load.
 */

import { caretAfterMask } from '../../lib/forms/caret';

/** Form controls and focusable elements, matched between the server's markup and the component's by kind and order. */
const MATCHED = 'input, select, textarea, button, summary, a[href], [tabindex], [role]';

export type Snapshot = {
  /** Values the shopper changed in the server's markup, by control key. */
  values: Map<string, { value: string; checked: boolean }>;
  focus: { key: string; start: number | null; end: number | null } | null;
  /** A submission or a button press made before the code arrived, made again on the component's markup. */
  action:
    | { kind: 'submit'; form: number; submitter: string | null }
    | { kind: 'click' | 'contextmenu'; target: string; href: string | null }
    | null;
};

/** What the shopper asked of the server's markup before the code arrived (on-demand.tsx keeps the latest). */
export type Pending =
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'click' | 'contextmenu'; target: Element };

/** A control's key: its kind, name and type, and its place among the controls of the same kind. */
function keysOf(root: Element): Map<Element, string> {
  const seen = new Map<string, number>();
  const keys = new Map<Element, string>();
  for (const element of root.querySelectorAll(MATCHED)) {
    const kind = `${element.tagName}|${element.getAttribute('name') ?? ''}|${element.getAttribute('type') ?? ''}`;
    const nth = seen.get(kind) ?? 0;
    seen.set(kind, nth + 1);
    keys.set(element, `${kind}|${nth}`);
  }
  return keys;
}

function changed(element: Element): boolean {
  if (element instanceof HTMLInputElement) {
    return element.type === 'checkbox' || element.type === 'radio'
      ? element.checked !== element.defaultChecked
      : element.value !== element.defaultValue;
  }
  if (element instanceof HTMLTextAreaElement) return element.value !== element.defaultValue;
  if (element instanceof HTMLSelectElement) return [...element.options].some((o) => o.selected !== o.defaultSelected);
  return false;
}

/** What the shopper did to the server's markup before the code arrived: typed values, the focus, a submission. */
export function snapshot(root: Element, pending: Pending | null): Snapshot {
  const keys = keysOf(root);
  const values = new Map<string, { value: string; checked: boolean }>();
  for (const [element, key] of keys) {
    if (!changed(element)) continue;
    const control = element as HTMLInputElement;
    values.set(key, { value: control.value, checked: Boolean(control.checked) });
  }
  const active = document.activeElement;
  const focusKey = active && root.contains(active) ? keys.get(active) : undefined;
  const text = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active : null;
  let start: number | null = null;
  let end: number | null = null;
  try {
    start = text?.selectionStart ?? null;
    end = text?.selectionEnd ?? null;
  } catch {
    /* inputs without a selection (e-mail, number) */
  }
  let action: Snapshot['action'] = null;
  if (pending?.kind === 'submit' && root.contains(pending.form)) {
    const form = [...root.querySelectorAll('form')].indexOf(pending.form);
    action = { kind: 'submit', form, submitter: pending.submitter ? (keys.get(pending.submitter) ?? null) : null };
  } else if (pending && pending.kind !== 'submit') {
    const element = pending.target;
    const target = keys.get(element) ?? keys.get(element.closest(MATCHED) ?? element);
    const href = pending.kind === 'click' && element instanceof HTMLAnchorElement ? element.href : null;
    if (target) action = { kind: pending.kind, target, href };
    else if (href) action = { kind: 'click', target: '', href };
  }
  return { values, focus: focusKey ? { key: focusKey, start, end } : null, action };
}

/**
 * Gives the component's markup what the shopper did to the server's: values (through React's events) and focus. Call
 * it after the commit that drew the component, not from its effects: React then renders what each value's event
 * changed before the next one is given, so a handler that builds on the state an earlier value set (the two choices
 * of a pair) sees it. (Inside a commit it would batch them all with the handlers of the first render.)
 */
export function restore(root: Element, { values, focus, action }: Snapshot) {
  // Looked up afresh each time: a value given may have changed what the component draws.
  const byKey = (wanted: string) => [...keysOf(root)].find(([, key]) => key === wanted)?.[0] ?? null;
  for (const [key, kept] of values) {
    const element = byKey(key);
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      // React follows these through their click.
      if (element.checked !== kept.checked) element.click();
    } else if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    ) {
      const prototype = Object.getPrototypeOf(element) as object;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, kept.value);
      element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }
  }
  const focused = focus ? byKey(focus.key) : null;
  if (focus && focused instanceof HTMLElement) {
    const refocus = () => {
      focused.focus({ preventScroll: true });
      if (focus.start === null || !(focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement))
        return;
      // A mask may have reformatted what was typed ('11' → '(11'): the caret stays after the same characters, not
      // at the same index (which put the next digit between the first two).
      const typed = values.get(focus.key)?.value ?? focused.value;
      const place = (caret: number) => caretAfterMask(typed, caret, focused.value);
      try {
        focused.setSelectionRange(place(focus.start), place(focus.end ?? focus.start));
      } catch {
        /* not a text field */
      }
    };
    refocus();
    // A pop-up shown as the address's target before its code arrived (decision 017) is shown by the component once
    // it is there (showModal, which moves the focus to its first control): the focus comes back as it opens, before
    // the next key.
    const dialog = focused.closest('dialog');
    if (document.activeElement !== focused && dialog && !dialog.open) {
      const observer = new MutationObserver(() => {
        if (!dialog.open) return;
        observer.disconnect();
        refocus();
      });
      observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    }
  }
  if (!action) return;
  // Once React has rendered what the values above changed (their handlers' state).
  queueMicrotask(() => {
    if (action.kind !== 'submit') {
      // A link is the one to the same address: the component may draw more links before it than the server's
      // markup had (a deferred list that is not there yet), so its place among them is no guide.
      const target = action.href ? linkTo(root, action.href) : byKey(action.target);
      if (!(target instanceof HTMLElement) || !target.isConnected) {
        // A link the component does not draw is still followed.
        if (action.href) window.location.assign(action.href);
        return;
      }
      if (action.kind === 'click') target.click();
      else target.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 }));
      return;
    }
    const form = root.querySelectorAll('form')[action.form];
    const submitter = action.submitter ? byKey(action.submitter) : null;
    form?.requestSubmit(
      submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : undefined,
    );
  });
}

/** The first link in `root` to `href` (an absolute address, as `HTMLAnchorElement.href` gives it). */
function linkTo(root: Element, href: string): HTMLAnchorElement | null {
  for (const link of root.querySelectorAll('a[href]')) {
    if (link instanceof HTMLAnchorElement && link.href === href) return link;
  }
  return null;
}
