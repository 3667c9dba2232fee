import { Suspense } from 'react';
import { Await } from 'react-router';
import type { ShowcaseData } from '../../../product.server';
import { Skeleton } from '../../ui/skeleton';
import { ProductCard } from '../product-card';

/** B§2.4, B§2.7 deferred showcase: a skeleton, then cards; hidden when empty or failed. */
export function ShowcaseBlock({ data, fallbackTitle }: { data: Promise<ShowcaseData>; fallbackTitle: string }) {
  return (
    <Suspense fallback={<Skeleton className="h-72 w-full" />}>
      <Await resolve={data} errorElement={null}>
        {(showcase) =>
          showcase ? (
            <section aria-label={showcase.titulo || fallbackTitle} className="flex flex-col gap-3">
              <h2 className="text-lg font-bold text-brand-900">{showcase.titulo || fallbackTitle}</h2>
              <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
                {showcase.produtos.map((product, i) => (
                  <li key={product.id}>
                    <ProductCard product={product} position={i + 1} headingLevel="h3" />
                  </li>
                ))}
              </ul>
            </section>
          ) : null
        }
      </Await>
    </Suspense>
  );
}
