/** A placeholder shown while client-side navigation is pending (B§2.6). */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-block animate-pulse rounded bg-current opacity-20 ${className}`} aria-hidden="true" />
  );
}
