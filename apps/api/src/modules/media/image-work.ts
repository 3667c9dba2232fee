/**
 * The node's image work (issue 35): every decode and encode of a photograph — checking an original on the way in,
 * making a derived size — takes a turn here. At most two at once (libvips works off the event loop, one thread
 * each), and work no shopper is waiting for (an import's originals, the common sizes made after an upload or import)
 * one at a time: on a 2-core machine, the pages keep a core however large the import.
 */
import sharp from 'sharp';
import { slots } from '../../lib/slots';

/** Images worked at once on this node. */
const SLOTS = 2;
// libvips' own threads per image: the slots are the parallelism.
sharp.concurrency(1);
sharp.cache(false);

export const imageWork = slots(SLOTS, { backgroundAtOnce: 1 });
