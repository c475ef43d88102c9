import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import { recordViews } from "./repository";

/**
 * Project views, counted once per viewer per day without a write on every page view (issue 17).
 *
 * A view is remembered in memory and written with the others every `flushMs` (default 2 s) in one
 * statement: the (project, viewer, day) rows go into project_views with ON CONFLICT DO NOTHING, and each
 * project's view_count grows by the rows that were really new. The table stays the judge of "once per
 * viewer per day", so several processes on one database still count a viewer once; a process only
 * skips what it already wrote today. Until the next flush the page shows the stored count plus this
 * process's pending views of that project: exact within the interval. Shutdown flushes what is left.
 */
export class ViewCounter {
  /** Views not yet written: key "project|viewer|day". */
  private pending = new Map<string, { projectId: number; viewerKey: string; day: string }>();
  private pendingPerProject = new Map<number, number>();
  /** Keys this process wrote on `writtenDay` (a repeat visit the same day needs no row); bounded. */
  private written = new Set<string>();
  private writtenDay = "";
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly opts: { flushMs?: number | null; logger?: Logger; maxRemembered?: number } = {},
  ) {}

  /** Counts the view unless this viewer was already counted today; returns this project's views still pending here. */
  record(projectId: number, viewerKey: string, day: string): number {
    const key = `${projectId}|${viewerKey}|${day}`;
    if (day !== this.writtenDay) {
      this.written.clear();
      this.writtenDay = day;
    }
    if (!this.written.has(key) && !this.pending.has(key)) {
      this.pending.set(key, { projectId, viewerKey, day });
      this.pendingPerProject.set(projectId, (this.pendingPerProject.get(projectId) ?? 0) + 1);
      this.schedule();
    }
    return this.pendingPerProject.get(projectId) ?? 0;
  }

  /** Writes every pending view now (tests, shutdown). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (!this.pending.size) return;
    const batch = [...this.pending.entries()];
    this.pending = new Map();
    this.pendingPerProject = new Map();
    this.flushing = this.write(batch).finally(() => {
      this.flushing = null;
    });
    await this.flushing;
  }

  /** Flushes and stops the timer; later views are written at once (nothing is left behind after close). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }

  private schedule() {
    if (this.stopped) {
      void this.flush();
      return;
    }
    if (this.timer || this.opts.flushMs === null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.opts.flushMs ?? 2_000);
    this.timer.unref();
  }

  private async write(batch: Array<[string, { projectId: number; viewerKey: string; day: string }]>) {
    try {
      await recordViews(
        this.db,
        batch.map(([, v]) => v),
      );
      const max = this.opts.maxRemembered ?? 200_000;
      for (const [key, v] of batch) {
        if (v.day !== this.writtenDay) continue;
        if (this.written.size >= max) this.written.clear();
        this.written.add(key);
      }
    } catch (err) {
      // A view is not worth an error page or a retry loop: the batch is dropped and logged.
      this.opts.logger?.warn({ err, views: batch.length }, "project views could not be written");
    }
  }
}
