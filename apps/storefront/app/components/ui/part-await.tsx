import { Suspense, type ReactNode } from 'react';
import { Await } from 'react-router';

/**
 * A part of the page whose data the server streams after the first bytes (B§8): `fallback` while it comes, then
 * `children`; when it fails (a rejected promise, the stream cut) the part shows `failed` (nothing unless given),
 * never the route's error page. (React Router's `<Await>` rethrows to the route when its `errorElement` is
 * falsy, `null` included: this wrapper always gives it an element.)
 */
export function PartAwait<T>({
  resolve,
  children,
  fallback = null,
  failed = null,
}: {
  resolve: Promise<T>;
  children: (value: T) => ReactNode;
  fallback?: ReactNode;
  failed?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Await resolve={resolve} errorElement={<>{failed}</>}>
        {children}
      </Await>
    </Suspense>
  );
}
