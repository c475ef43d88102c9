import { readFileSync } from "node:fs";
import type { BrowserContext } from "@playwright/test";
import { idsFile, withdrawnStateFile } from "../support/global-setup";
import { readDemoState, type DemoState } from "../support/demo";
import type { Ids, ViewerKind } from "./checks";

/**
 * What the global setup (tests/e2e/support/global-setup.ts) left for the walk in the run's data
 * directory: the ids it addresses and the browser state of each viewer. Read once per worker.
 */
let ids: Ids | undefined;
export function loadIds(): Ids {
  ids ??= JSON.parse(readFileSync(idsFile(), "utf8")) as Ids;
  return ids;
}

/** Puts the viewer's session into the context (a visitor has none; the withdrawn viewer has what deletion left). */
export async function enterAs(kind: ViewerKind, context: BrowserContext) {
  if (kind === "visitor") return;
  const state = kind === "withdrawn" ? (JSON.parse(readFileSync(withdrawnStateFile(), "utf8")) as DemoState) : readDemoState(kind);
  if (state.cookies.length) await context.addCookies(state.cookies);
}
