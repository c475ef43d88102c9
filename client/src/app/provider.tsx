import { lazy, Suspense, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { TOAST_DURATION_MS } from "@shared/constants";
import { queryClient } from "@/lib/query-client";
import { ErrorBoundary } from "./error-boundary";

// The toaster is not needed for the first paint: it loads right after, with the code that raises toasts.
const Toaster = lazy(async () => ({ default: (await import("sonner")).Toaster }));

/** Data cache (the server render passes its own per request), toasts (one visible at a time, 5 s by default) and the error boundary. */
export function AppProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={client}>
        {children}
        <Suspense fallback={null}>
          <Toaster visibleToasts={1} duration={TOAST_DURATION_MS} richColors position="top-center" closeButton />
        </Suspense>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
