/**
 * A counting semaphore: at most `count` pieces of work at once, the others wait their turn in order — urgent work
 * (someone is waiting for its answer) ahead of work that is not (made ahead of time, in the background). At most
 * `backgroundAtOnce` pieces of background work run at once, so that some of the slots are always left for urgent work.
 */
export function slots(count: number, { backgroundAtOnce = count }: { backgroundAtOnce?: number } = {}) {
  let free = count;
  let background = 0;
  const urgent: (() => void)[] = [];
  const later: (() => void)[] = [];
  /** A slot given back: to the next urgent work, else to the next background work if it may run, else freed. */
  const release = () => {
    const next = urgent.shift() ?? (background < backgroundAtOnce ? later.shift() : undefined);
    if (next) next();
    else free += 1;
  };
  return async <T>(work: () => Promise<T>, { background: isBackground = false } = {}): Promise<T> => {
    if (free > 0 && (!isBackground || background < backgroundAtOnce)) {
      free -= 1;
      if (isBackground) background += 1;
    } else if (isBackground) {
      // Counted when its turn is given, so that two slots given back at once never start more than allowed.
      await new Promise<void>((resolve) => later.push(() => ((background += 1), resolve())));
    } else {
      await new Promise<void>((resolve) => urgent.push(resolve));
    }
    try {
      return await work();
    } finally {
      if (isBackground) background -= 1;
      release();
    }
  };
}
