import autocannon from "autocannon";

export interface LoadResult {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /** autocannon's own histogram figures, for cross-checking ours. */
  autocannon: { p50: number; p97_5: number; p99: number };
}

/** The q-th percentile (0..100) of an ascending array, nearest-rank. */
export function percentile(sorted: ArrayLike<number>, q: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((q / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

/**
 * Runs autocannon and returns p50/p95/p99 of the 2xx responses. autocannon 9 reports p50, p90, p97.5 and
 * p99 but no p95, so every response time is recorded from its `response` event and ranked here.
 */
export function runLoad(
  name: string,
  opts: { url: string; connections: number; duration: number; requests?: autocannon.Request[]; headers?: Record<string, string> },
): Promise<LoadResult> {
  const url = new URL(opts.url);
  if (url.hostname !== "127.0.0.1") throw new Error(`refusing to load a non-local target: ${url.hostname}`);
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: opts.url, connections: opts.connections, duration: opts.duration, requests: opts.requests, headers: opts.headers, timeout: 10 },
      (err, result) => {
        if (err) return reject(err);
        const sorted = Float64Array.from(times).sort();
        resolve({
          name,
          requests: result.requests.total,
          rps: result["2xx"] / result.duration,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
          max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([k, v]) => [k, v.count ?? 0])),
          autocannon: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 },
        });
      },
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
    });
  });
}
