import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { E2E_DATA_DIR } from "../../../playwright.config";

/*
 * What the whole run shares, without the test runner's `test` (the global setup imports it too): the demo
 * accounts, their sessions (signed in once per run by global-setup.ts and kept next to the run's
 * database) and the mail outbox.
 */

export const DEMO_PASSWORD = "demo1234";
export const DEMO_PRODUCER = "producer@artlink.kr";
export const DEMO_ARTIST = "artist@artlink.kr";
export type DemoKind = "artist" | "producer";

/** The Playwright storage state (session cookie) of a demo account for this run. */
export const demoStateFile = (kind: DemoKind) => path.join(E2E_DATA_DIR, `demo-session-${kind}.json`);

export interface DemoState {
  cookies: Array<{
    name: string;
    value: string;
    domain: string;
    path: string;
    expires: number;
    httpOnly: boolean;
    secure: boolean;
    sameSite: "Strict" | "Lax" | "None";
  }>;
  origins: unknown[];
}

export function readDemoState(kind: DemoKind): DemoState {
  try {
    return JSON.parse(readFileSync(demoStateFile(kind), "utf8")) as DemoState;
  } catch {
    throw new Error(`no demo session in ${demoStateFile(kind)}: the global setup (tests/e2e/support/global-setup.ts) signs the demo accounts in`);
  }
}

/** Written whole or not at all: workers read these files while the setup may still write its neighbours. */
export function writeAtomic(file: string, text: string) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

/** The newest link sent to `email`, read from the .eml files the server writes without SMTP. */
export async function linkFromOutbox(email: string, pathPrefix: string, timeoutMs = 15_000): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, "outbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(dir)
        .filter((f) => f.endsWith(".eml"))
        .sort()
        .reverse();
    } catch {
      files = [];
    }
    for (const f of files) {
      const raw = readFileSync(path.join(dir, f), "utf8");
      if (!raw.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
      // Quoted-printable soft line breaks and escapes must be undone before the link is read.
      const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      const m = text.match(new RegExp(`https?://[^\\s"<>]*${pathPrefix.replace(/[/?]/g, "\\$&")}[^\\s"<>]*`));
      if (m) return m[0];
    }
    // The mail is written by the server's outbox job right after the request that queued it.
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail with ${pathPrefix} for ${email} in ${dir}`);
}
