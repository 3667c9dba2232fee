/**
 * A counting semaphore: at most `count` pieces of work at once, the others wait their turn in order — urgent work
 * (someone is waiting for its answer) ahead of work that is not (made ahead of time, in the background).
 */
export function slots(count: number) {
  let free = count;
  const urgent: (() => void)[] = [];
  const later: (() => void)[] = [];
  return async <T>(work: () => Promise<T>, { background = false }: { background?: boolean } = {}): Promise<T> => {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => (background ? later : urgent).push(resolve));
    try {
      return await work();
    } finally {
      const next = urgent.shift() ?? later.shift();
      if (next) next();
      else free += 1;
    }
  };
}
