/**
 * What an import would do to a product, field by field: each field of the product shape whose value changes, before
 * → after (before is null for a new product). The dry run lists them so a clerk sees which products and which fields
 * a file changes, not only how many.
 */
import type { ProductChange } from '@vitrine/contract';
import type { StoredProduct } from './product-read';

type Field = keyof StoredProduct;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const empty = (v: unknown) => v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The fields that change from `before` (undefined: a new product) to `after`, in the shape's order. */
export function fieldChanges(before: StoredProduct | undefined, after: StoredProduct): ProductChange['campos'] {
  return (Object.keys(after) as Field[]).flatMap((campo) => {
    const depois = after[campo];
    if (!before) return empty(depois) || campo === 'sku' ? [] : [{ campo, antes: null, depois }];
    const antes = before[campo];
    return same(antes, depois) ? [] : [{ campo, antes, depois }];
  });
}
