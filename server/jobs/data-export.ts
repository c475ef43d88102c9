import { DATA_EXPORT_JOB, runDataExports, type DataExportJobDeps } from "../features/security/service";
import type { Job } from "./runner";

export { DATA_EXPORT_JOB };

/**
 * Builds the "My data" ZIPs asked for (issue 25) and deletes those whose 24 hours are over. A request
 * runs it at once (RouteContext.runJob); the interval catches what a busy or restarted process missed.
 */
export function dataExportJob(deps: DataExportJobDeps & { intervalMs?: number }): Job {
  return {
    name: DATA_EXPORT_JOB,
    intervalMs: deps.intervalMs ?? 60_000,
    run: async (tx, now) => {
      const result = await runDataExports(tx, deps, now);
      if (result.built || result.failed || result.expired) deps.logger?.info(result, "data exports");
    },
  };
}
