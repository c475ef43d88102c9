import { useEffect } from "react";
import { useLocation } from "wouter";

/** Spec: the page scrolls to the top on every navigation (path change; query-only changes keep the position). */
export function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [location]);
  return null;
}
