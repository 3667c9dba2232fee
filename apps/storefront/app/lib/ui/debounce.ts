import { clock } from '../clock';

export type Debouncer = {
  /** (Re)starts the wait: `run` happens `ms` after the last call, and only the last call's `run`. */
  schedule: (run: () => void) => void;
  cancel: () => void;
  /** Whether a call is waiting. */
  pending: () => boolean;
};

/** Runs the last scheduled function once, `ms` after the last `schedule` (T§5, T§9: cart changes wait 300 ms). */
export function createDebouncer(ms: number): Debouncer {
  let cancelTimer: (() => void) | null = null;
  const cancel = () => {
    cancelTimer?.();
    cancelTimer = null;
  };
  return {
    schedule(run) {
      cancel();
      cancelTimer = clock.after(ms, () => {
        cancelTimer = null;
        run();
      });
    },
    cancel,
    pending: () => cancelTimer !== null,
  };
}
