export function Skeleton({ className = "" }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-slate-200 ${className}`} />;
}

/**
 * A placeholder inside a line of text. A <div> cannot sit in a <p>: the browser's parser
 * closes the paragraph before it, so the server's HTML no longer matches what React
 * hydrates (error #418).
 */
export function InlineSkeleton({ className = "" }: { className?: string }) {
  return <span aria-hidden="true" className={`inline-block animate-pulse rounded-md bg-slate-200 ${className}`} />;
}

/** A block of placeholder lines while a query loads; announced once to screen readers. */
export function LoadingBlock({ lines = 4, label = "Loading…" }: { lines?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines that never reorder.
        <Skeleton key={i} className="h-8 w-full" />
      ))}
    </div>
  );
}
