import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { hydrate } from "@tanstack/react-query";
import { AppProvider } from "@/app/provider";
import { AppRouter } from "@/app/router";
import { installImeEnterGuard } from "@/lib/ime";
import { queryClient } from "@/lib/query-client";
import "./index.css";

// Pretendard's @font-face rules (92 subsets, 14 KB gzip) load after the critical stylesheet: text is shown
// at once in the system Korean font and swaps to Pretendard when it arrives (font-display: swap).
void import("pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css");

// Enter that ends a Korean syllable never submits a form (client/src/lib/ime.ts).
installImeEnterGuard();

// Zod probes `new Function("")` before its first object parse to pick its compiled fast path; under our CSP
// (no 'unsafe-eval') the probe throws, which zod catches, but the browser still reports a
// securitypolicyviolation on every page with a form. `jitless` skips the probe. Set on zod's global config
// object (shared through globalThis, whichever loads first), so this first view needs none of zod's code.
const zodConfig = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
Object.assign((zodConfig.__zod_globalConfig ??= {}), { jitless: true });

const container = document.getElementById("root");
if (!container) throw new Error("Root element #root not found");

const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);

// A visitor's public page comes rendered by the server (client/src/entry-server.tsx) with the data it
// used as JSON (not executed, so the strict CSP allows it): the cache starts with that data and React
// attaches to the HTML instead of replacing it. Every other page starts empty, as an SPA.
const ssrState = document.getElementById("ssr-state");
if (ssrState?.textContent) {
  hydrate(queryClient, JSON.parse(ssrState.textContent));
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
