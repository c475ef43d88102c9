import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "sonner";
import { TOAST_DURATION_MS } from "@shared/constants";
import { queryClient } from "@/lib/query-client";
import { ErrorBoundary } from "./error-boundary";

/** Data cache, toasts (one visible at a time, 5 s by default) and the error boundary. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster visibleToasts={1} duration={TOAST_DURATION_MS} richColors position="top-center" closeButton />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
