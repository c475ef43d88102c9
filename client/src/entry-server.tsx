import { PassThrough } from "node:stream";
import { StrictMode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { dehydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { Router } from "wouter";
import { AppProvider } from "@/app/provider";
import { AppRouter } from "@/app/router";
import { authUserQueryKey } from "@/features/auth/api/get-user";
import { createQueryClient } from "@/lib/query-client";

/**
 * The server render of a visitor's first view (decision 021): the same AppRouter the browser runs,
 * at the request's path, with the data its queries ask for already fetched, so the HTML holds the real
 * content before any script runs and the client hydrates it with that data (no second fetch).
 *
 * Which data a page needs is not listed anywhere: each pass renders, collects the queries that the
 * render created but could not fetch (useQuery does not fetch on the server), fetches them through their
 * own query functions, and renders again; up to MAX_PASSES, for pages whose queries depend on others.
 */
const MAX_PASSES = 4;

export interface ServerRender {
  html: string;
  state: DehydratedState;
}

let apiBase = "";
let fetchPatched = false;
/**
 * The client's query functions fetch relative URLs ("/api/..."); on the server they go to this same
 * server over loopback, as an anonymous visitor (no cookie is forwarded).
 */
function patchFetch(base: string) {
  apiBase = base;
  if (fetchPatched) return;
  fetchPatched = true;
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    original(typeof input === "string" && input.startsWith("/") ? `${apiBase}${input}` : input, { ...init, credentials: undefined });
}

function renderOnce(queryClient: QueryClient, path: string, search: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new PassThrough();
    sink.on("data", (c: Buffer) => (html += c.toString("utf8")));
    sink.on("end", () => resolve(html));
    const stream = renderToPipeableStream(
      <StrictMode>
        <AppProvider client={queryClient}>
          <Router ssrPath={path} ssrSearch={search}>
            <AppRouter />
          </Router>
        </AppProvider>
      </StrictMode>,
      {
        // Crawlers and the no-JavaScript first view get the whole page, lazy page chunks included, each
        // Suspense boundary inline: never outlined behind an inline reveal script, which the CSP forbids.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
        onError: (err) => reject(err),
      },
    );
    setTimeout(() => stream.abort(new Error("server render timed out")), 5_000).unref();
  });
}

export async function render(path: string, search: string, loopbackBase: string): Promise<ServerRender> {
  patchFetch(loopbackBase);
  const queryClient = createQueryClient();
  // Only visitors are rendered on the server (a signed-in request gets the SPA shell).
  queryClient.setQueryData(authUserQueryKey, null);
  let html = "";
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    html = await renderOnce(queryClient, path, search);
    const missing = queryClient
      .getQueryCache()
      .getAll()
      .filter(
        (q) => q.state.status === "pending" && q.state.fetchStatus === "idle" && q.options.queryFn && (q.options as { enabled?: unknown }).enabled !== false,
      );
    if (missing.length === 0) break;
    // A failed query stays in its error state: the page renders its own error view, as in the browser.
    await Promise.all(missing.map((q) => q.fetch().catch(() => undefined)));
  }
  // Only successful data goes to the client; errored queries are fetched again there.
  return { html, state: dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === "success" }) };
}
