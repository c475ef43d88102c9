import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import path from "node:path";

/**
 * CPU profiles of the app process, one per scenario (BENCH_CPU_PROF=1): V8's sampling profiler through
 * the inspector protocol in the server process itself, started and stopped by the bench over IPC
 * around each scenario's load, so a profile holds that scenario's requests and nothing else.
 */

/** The parts of a V8 CPU profile (.cpuprofile, as Chrome's DevTools opens it) read here. */
export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; hitCount?: number }>;
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

export interface SelfTimeRow {
  /** "name file:line" (file relative to the repository, node_modules shortened). */
  fn: string;
  selfMs: number;
  /** Share of the profile's non-idle time. */
  share: number;
}

export interface ProfileSummary {
  file: string;
  /** Sampled time in which the process was not idle (ms). */
  busyMs: number;
  top: SelfTimeRow[];
}

/** Microseconds between samples: fine enough for requests of a fraction of a millisecond. */
const SAMPLING_INTERVAL_US = 200;

export function createProfiler() {
  let session: Session | undefined;
  return {
    async start(): Promise<void> {
      session ??= new Session();
      session.connect();
      await session.post("Profiler.enable");
      await session.post("Profiler.setSamplingInterval", { interval: SAMPLING_INTERVAL_US });
      await session.post("Profiler.start");
    },
    /** Stops, writes the profile to `file` and returns its summary. */
    async stop(file: string, top = 10): Promise<ProfileSummary> {
      if (!session) throw new Error("the profiler was not started");
      const { profile } = (await session.post("Profiler.stop")) as { profile: CpuProfile };
      await session.post("Profiler.disable");
      session.disconnect();
      session = undefined;
      writeFileSync(file, JSON.stringify(profile));
      return { file, ...selfTime(profile, top) };
    },
  };
}

const repoRoot = path.resolve(import.meta.dirname, "..");

function frameName(frame: CpuProfile["nodes"][number]["callFrame"]): string {
  const name = frame.functionName || "(anonymous)";
  if (!frame.url) return name;
  let file = frame.url.replace(/^file:\/\//, "");
  const nm = file.lastIndexOf("node_modules/");
  if (nm >= 0) file = file.slice(nm + "node_modules/".length);
  else if (file.startsWith(repoRoot)) file = file.slice(repoRoot.length + 1);
  return `${name} ${file}:${frame.lineNumber + 1}`;
}

/** The functions with the most self time (samples whose top frame is that function), idle time left out. */
export function selfTime(profile: CpuProfile, top = 10): { busyMs: number; top: SelfTimeRow[] } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<string, number>();
  let busyUs = 0;
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const node = byId.get(samples[i]!);
    if (!node) continue;
    // A sample's time is the interval until the next sample.
    const us = deltas[i + 1] ?? 0;
    if (node.callFrame.functionName === "(idle)") continue;
    busyUs += us;
    const key = frameName(node.callFrame);
    selfUs.set(key, (selfUs.get(key) ?? 0) + us);
  }
  const rows = [...selfUs.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([fn, us]) => ({ fn, selfMs: us / 1000, share: busyUs ? us / busyUs : 0 }));
  return { busyMs: busyUs / 1000, top: rows };
}
