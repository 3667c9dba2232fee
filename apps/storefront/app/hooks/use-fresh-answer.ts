import { useEffect, useState } from 'react';
import { clock } from '../lib/clock';

/**
 * B§9, T§4: an answer's message shows for a while, then goes. Returns `answer` until `lifetime(answer)` milliseconds
 * have passed since it arrived (null: it stays), then undefined until the next answer (a new object) arrives.
 */
export function useFreshAnswer<T extends object>(
  answer: T | undefined,
  lifetime: (answer: T) => number | null,
): T | undefined {
  const [expired, setExpired] = useState<T | null>(null);
  useEffect(() => {
    if (!answer) return;
    const ms = lifetime(answer);
    if (ms === null) return;
    return clock.after(ms, () => setExpired(answer));
    // The lifetime is read once per answer: a new function each render must not restart the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
  return answer === expired ? undefined : answer;
}
