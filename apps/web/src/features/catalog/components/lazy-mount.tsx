import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children only once they come near the viewport, keeping a box of `minHeight` until
 * then: long pages (the home's store sections and feed) start with less to render, decode and paint.
 */
export function LazyMount({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // The server renders the box too (decision 0060): its markup is what the browser's first render is.
  const [shown, setShown] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    if (shown || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setShown(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [shown]);
  if (shown) return <>{children}</>;
  return <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
}
