import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { E2E_DATA_DIR } from "../../../playwright.config";
import { DEMO_ARTIST, DEMO_PASSWORD, DEMO_PRODUCER, expect } from "../support/fixtures";
import { signIn, type Ids } from "./checks";

/**
 * The demo accounts sign in once per server run (the login limit is 10 per e-mail in 15 minutes and the
 * other journeys sign in too); the session cookies are kept next to the run's database.
 */
/** Written whole or not at all: the desktop and mobile walks run in two workers that read each other's files. */
function writeAtomic(file: string, text: string) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

export async function sessionFor(kind: "artist" | "producer", browser: Browser, baseURL: string): Promise<{ file: string; id: string }> {
  const file = path.join(E2E_DATA_DIR, `walk-session-${kind}.json`);
  const idFile = `${file}.id`;
  if (!existsSync(file)) {
    const ctx = await browser.newContext({ baseURL });
    const user = await signIn(ctx.request, baseURL, kind === "artist" ? DEMO_ARTIST : DEMO_PRODUCER, DEMO_PASSWORD);
    writeAtomic(idFile, user.id);
    writeAtomic(file, JSON.stringify(await ctx.storageState()));
    await ctx.close();
  }
  return { file, id: readFileSync(idFile, "utf8") };
}

async function discoverIds(browser: Browser, baseURL: string): Promise<Omit<Ids, "withdrawnId">> {
  const producer = await sessionFor("producer", browser, baseURL);
  const artist = await sessionFor("artist", browser, baseURL);
  const ctx = await browser.newContext({ baseURL, storageState: producer.file });
  const mine = (await (await ctx.request.get("/api/my-projects")).json()) as Array<{ id: number; status: string }> | { items: Array<{ id: number; status: string }> };
  const own = Array.isArray(mine) ? mine : mine.items;
  const all = (await (await ctx.request.get("/api/projects?limit=40")).json()) as { items: Array<{ id: number; producerId: string }> };
  const artists = (await (await ctx.request.get("/api/artists?limit=16")).json()) as { items: Array<{ id: string }> };
  let unconnected: string | undefined;
  for (const a of artists.items) {
    if (a.id === artist.id) continue;
    const can = (await (await ctx.request.get(`/api/users/${a.id}/can-contact`)).json()) as { canContact: boolean };
    if (!can.canContact) {
      unconnected = a.id;
      break;
    }
  }
  await ctx.close();
  const artistCtx = await browser.newContext({ baseURL, storageState: artist.file });
  let other: { id: number; producerId: string } | undefined;
  for (const p of all.items.filter((x) => x.producerId !== producer.id)) {
    const can = (await (await artistCtx.request.get(`/api/users/${p.producerId}/can-contact`)).json()) as { canContact: boolean };
    if (!can.canContact) {
      other = p;
      break;
    }
  }
  await artistCtx.close();
  expect(other, "a published project of another producer the demo artist has no connection with").toBeTruthy();
  expect(unconnected, "an artist the demo producer has no connection with").toBeTruthy();
  return {
    artistId: artist.id,
    producerId: producer.id,
    otherProject: other!.id,
    otherProducerId: other!.producerId,
    unconnectedArtistId: unconnected!,
    ownPublished: own.find((p) => p.status === "published")!.id,
    ownCompleted: own.find((p) => p.status === "completed")?.id ?? null,
    ownDraft: own.find((p) => p.status === "draft")?.id ?? null,
  };
}

export async function loadIds(browser: Browser, baseURL: string): Promise<Omit<Ids, "withdrawnId">> {
  const file = path.join(E2E_DATA_DIR, "walk-ids.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as Omit<Ids, "withdrawnId">;
  const found = await discoverIds(browser, baseURL);
  writeAtomic(file, JSON.stringify(found));
  return found;
}

