import { act, render, waitFor } from '@testing-library/react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useEmbla } from './use-embla';

/** Embla stood in for: each instance records the moves made on it. */
const created: { moves: string[] }[] = [];
/** Run once, right after the next instance is created (before React renders again). */
let afterCreate: (() => void) | null = null;

vi.mock('embla-carousel', () => ({
  default: () => {
    const record = { moves: [] as string[] };
    created.push(record);
    const task = afterCreate;
    afterCreate = null;
    if (task) queueMicrotask(task);
    return {
      scrollNext: () => record.moves.push('next'),
      scrollPrev: () => record.moves.push('prev'),
      destroy: () => undefined,
    } as unknown as EmblaCarouselType;
  },
}));

type Handle = Pick<ReturnType<typeof useEmbla>, 'run' | 'want'>;

/** Hands out `run` and `want` as each render committed them. */
function Probe({ onRender }: { onRender: (handle: Handle) => void }) {
  const { viewportRef, run, want } = useEmbla({});
  useEffect(() => {
    onRender({ run, want });
  });
  return <div ref={viewportRef} />;
}

describe('useEmbla (decision 026: Embla when a carousel is reached for)', () => {
  it('B§2.7 an arrow pressed before Embla has loaded moves the carousel once it is there', async () => {
    created.length = 0;
    let latest: Handle | undefined;
    render(<Probe onRender={(handle) => (latest = handle)} />);
    expect(created).toHaveLength(0);
    act(() => latest!.run((api) => api.scrollNext()));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.moves).toEqual(['next']);
  });

  it('B§2.7 a press between Embla’s creation and the next render (a handler of the last render) is not lost', async () => {
    created.length = 0;
    let latest: Handle | undefined;
    render(<Probe onRender={(handle) => (latest = handle)} />);
    const stale = latest!;
    // The press lands after Embla was created for the first one, while the page still runs the old handlers.
    afterCreate = () => stale.run((api) => api.scrollPrev());
    act(() => stale.want());
    await waitFor(() => expect(created).toHaveLength(1));
    await waitFor(() => expect(created[0]!.moves).toEqual(['prev']));
  });
});
