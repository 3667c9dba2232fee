import { describe, expect, it } from 'vitest';
import { slots } from './slots';

/** A piece of work that runs until released, recording how many of its kind run beside it. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { done, open };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('slots (issue 35: derived photos made with bounded concurrency)', () => {
  it('runs at most `count` at once, urgent work ahead of background work waiting before it', async () => {
    const run = slots(2);
    const order: string[] = [];
    const gates = [gate(), gate()];
    const busy = gates.map((g, i) => run(async () => (order.push(`busy${i}`), g.done)));
    const background = run(async () => void order.push('background'), { background: true });
    const urgent = run(async () => void order.push('urgent'));
    await tick();
    expect(order).toEqual(['busy0', 'busy1']);
    gates[0]!.open();
    await Promise.all([busy[0], urgent]);
    expect(order).toEqual(['busy0', 'busy1', 'urgent', 'background']);
    gates[1]!.open();
    await Promise.all([busy[1], background]);
  });

  it('never runs more background work at once than allowed, leaving the other slots to urgent work', async () => {
    const run = slots(2, { backgroundAtOnce: 1 });
    let running = 0;
    let most = 0;
    const backgroundWork = () =>
      run(
        async () => {
          running += 1;
          most = Math.max(most, running);
          await tick();
          running -= 1;
        },
        { background: true },
      );
    const all = Array.from({ length: 6 }, backgroundWork);
    // Urgent work finds a free slot at once while background work is queued.
    let urgentStarted = false;
    const urgent = run(async () => void (urgentStarted = true));
    await tick();
    expect(urgentStarted).toBe(true);
    await Promise.all([...all, urgent]);
    expect(most).toBe(1);
  });
});
