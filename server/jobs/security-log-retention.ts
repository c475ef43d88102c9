import { pruneSecurityLog } from "../features/auth/service";
import type { Job } from "./runner";

export const SECURITY_LOG_RETENTION_JOB = "security-log-retention";

/** The security log is kept one year (issue 25): older rows are deleted, once every 6 hours. */
export function securityLogRetentionJob(intervalMs = 6 * 3_600_000): Job {
  return { name: SECURITY_LOG_RETENTION_JOB, intervalMs, run: (tx, now) => pruneSecurityLog(tx, now).then(() => undefined) };
}
