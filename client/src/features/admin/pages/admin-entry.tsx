import { lazy, Suspense } from "react";
import { LoadingView } from "@/app/layout/loading-view";

const Console = lazy(async () => ({ default: (await import("./admin-page")).AdminPage }));

/**
 * The router's door to the console: a tiny chunk, so the entry names one file for /admin instead of the
 * console's whole dependency list (the entry chunk is what every first view pays for).
 */
export function AdminEntry() {
  return (
    <Suspense fallback={<LoadingView fullScreen={false} />}>
      <Console />
    </Suspense>
  );
}
