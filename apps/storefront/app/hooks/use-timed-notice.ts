import { useCallback, useEffect, useRef, useState } from 'react';
import { clock } from '../lib/clock';

/**
 * A notice that clears itself (T§4: the postal-code confirmation 4 s, its error 3 s). `show` replaces the current
 * notice and restarts the timer; `onExpire` runs when a notice times out (not when it is replaced or cleared).
 */
export function useTimedNotice<T>(onExpire?: (notice: T) => void) {
  const [notice, setNotice] = useState<{ value: T; ms: number; id: number } | null>(null);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });
  const nextId = useRef(0);

  useEffect(() => {
    if (!notice) return;
    return clock.after(notice.ms, () => {
      setNotice(null);
      expire.current?.(notice.value);
    });
  }, [notice]);

  const show = useCallback((value: T, ms: number) => {
    nextId.current += 1;
    setNotice({ value, ms, id: nextId.current });
  }, []);
  const clear = useCallback(() => setNotice(null), []);

  return { notice: notice?.value ?? null, show, clear };
}
