import { useCallback, useEffect, useRef, useState } from 'react';
import { createDebouncer } from '../lib/ui/debounce';

/**
 * `schedule(value)` runs `run(value)` `ms` after the last call (T§5 cart changes, 300 ms); `pending` tells whether
 * a call is waiting. The timer is cancelled when the component unmounts.
 */
export function useDebounced<T>(ms: number, run: (value: T) => void) {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  const [pending, setPending] = useState(false);
  const [debouncer] = useState(() => createDebouncer(ms));
  useEffect(() => () => debouncer.cancel(), [debouncer]);
  const schedule = useCallback(
    (value: T) => {
      setPending(true);
      debouncer.schedule(() => {
        setPending(false);
        latest.current(value);
      });
    },
    [debouncer],
  );
  const cancel = useCallback(() => {
    setPending(false);
    debouncer.cancel();
  }, [debouncer]);
  return { schedule, cancel, pending };
}
