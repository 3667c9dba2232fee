import { useLayoutEffect, useRef } from 'react';

/**
 * Runs `react(answer)` once for each answer a form or a fetcher gets (each a new object; also the answer a plain
 * form post brought back to the page), in the commit that shows it, before the browser paints.
 *
 * The answer is compared after every commit with the last one reacted to, not through an effect's dependencies:
 * with a form's code arriving late (on-demand.tsx) on a slow device, an answer could reach the screen in a commit whose
 * effect saw no change of its dependencies, and the form kept its values or missed its timed message.
 */
export function useEachAnswer<T>(answer: T | null | undefined, react: (answer: T) => void) {
  const last = useRef<T | null>(null);
  useLayoutEffect(() => {
    if (answer === null || answer === undefined || last.current === answer) return;
    last.current = answer;
    react(answer);
  });
}
