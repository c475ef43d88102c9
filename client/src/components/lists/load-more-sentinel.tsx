import { useEffect, useRef } from "react";

export interface LoadMoreSentinelProps {
  /** Called when the end of the list comes near the viewport. */
  onVisible: () => void;
  /** Stops observing (nothing more to load, or a load failed). */
  disabled?: boolean;
  /**
   * Re-observes when this changes (e.g. the number of loaded pages): an observer only reports
   * changes, so a sentinel still on screen after a short page would otherwise never fire again.
   */
  resetKey?: unknown;
}

/** An invisible marker after the last card; IntersectionObserver loads the next page before it shows. */
export function LoadMoreSentinel({ onVisible, disabled = false, resetKey }: LoadMoreSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);

  useEffect(() => {
    callback.current = onVisible;
  }, [onVisible]);

  useEffect(() => {
    const el = ref.current;
    if (!el || disabled || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: "0px 0px 480px 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [disabled, resetKey]);

  return <div ref={ref} aria-hidden="true" className="h-px w-full" />;
}
