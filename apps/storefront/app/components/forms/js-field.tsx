import { useHydrated } from '../../hooks/use-hydrated';

/**
 * js=1, in a hydrated page only: asks the action for JSON (a fetcher); a plain form post without it is redirected
 * back. A component of its own so that only this field is drawn again after hydration, not the form around it
 * (decision 045).
 */
export function JsField() {
  return useHydrated() ? <input type="hidden" name="js" value="1" /> : null;
}
