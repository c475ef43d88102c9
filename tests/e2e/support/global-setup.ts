import path from "node:path";
import { expect, request, type APIRequestContext, type FullConfig } from "@playwright/test";
import { E2E_DATA_DIR } from "../../../playwright.config";
import type { Ids } from "../walk/checks";
import { DEMO_ARTIST, DEMO_PASSWORD, DEMO_PRODUCER, demoStateFile, linkFromOutbox, writeAtomic, type DemoKind } from "./demo";

/**
 * Runs once per run, after the web server is up and before any test:
 * - signs the two demo accounts in (one session each, kept in the run's data directory): the journeys
 *   that act as them and the route walk all use these sessions, so a whole run signs in far below the
 *   login limits (25 a address in 5 minutes) however many workers run at once;
 * - finds the demo data the route walk addresses, and makes the few things the seed does not have: an
 *   activity record (for /records/verify/:code), a contract sent to the demo artist (for /contracts/:id)
 *   and a deleted account (the "withdrawn" viewer and its profile address). Written to walk-ids.json.
 */

export const idsFile = () => path.join(E2E_DATA_DIR, "walk-ids.json");
/** The browser state of the account the walk deleted (the "withdrawn" viewer). */
export const withdrawnStateFile = () => path.join(E2E_DATA_DIR, "walk-session-withdrawn.json");

async function json<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>, what: string): Promise<T> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

async function signIn(ctx: APIRequestContext, origin: string, email: string, password: string) {
  const res = await ctx.post("/api/auth/login", { headers: { Origin: origin }, data: { email, password, rememberMe: true } });
  return (await json<{ user: { id: string } }>(res, `sign-in of ${email}`)).user;
}

const koreanDay = (offset: number) => new Date(Date.now() + 9 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]!.use.baseURL!;
  const origin = { Origin: baseURL };
  const ctx: Record<DemoKind, APIRequestContext> = {
    artist: await request.newContext({ baseURL }),
    producer: await request.newContext({ baseURL }),
  };
  const artist = await signIn(ctx.artist, baseURL, DEMO_ARTIST, DEMO_PASSWORD);
  const producer = await signIn(ctx.producer, baseURL, DEMO_PRODUCER, DEMO_PASSWORD);

  // A published project of another producer the demo artist has no connection with, and an artist the
  // demo producer has none with (the profiles' "contact after applying / inviting" states).
  const all = await json<{ items: Array<{ id: number; producerId: string }> }>(await ctx.producer.get("/api/projects?limit=40"), "projects");
  const artists = await json<{ items: Array<{ id: string }> }>(await ctx.producer.get("/api/artists?limit=16"), "artists");
  let unconnected: string | undefined;
  for (const a of artists.items.filter((x) => x.id !== artist.id)) {
    if (!(await json<{ canContact: boolean }>(await ctx.producer.get(`/api/users/${a.id}/can-contact`), "can-contact")).canContact) {
      unconnected = a.id;
      break;
    }
  }
  let other: { id: number; producerId: string } | undefined;
  for (const p of all.items.filter((x) => x.producerId !== producer.id)) {
    if (!(await json<{ canContact: boolean }>(await ctx.artist.get(`/api/users/${p.producerId}/can-contact`), "can-contact")).canContact) {
      other = p;
      break;
    }
  }
  expect(other, "a published project of another producer the demo artist has no connection with").toBeTruthy();
  expect(unconnected, "an artist the demo producer has no connection with").toBeTruthy();

  // The demo producer's own projects. The published one the walk shows is one the collaboration journey
  // does not start and complete (it takes the one with the demo artist's pending application).
  const own = await json<Array<{ id: number; status: string }>>(await ctx.producer.get("/api/my-projects"), "my-projects");
  const applications = await json<Array<{ projectId: number; artistId: string; status: string; project: { status: string } }>>(
    await ctx.producer.get("/api/my-applications"),
    "my-applications",
  );
  const pendingOfArtist = new Set(applications.filter((a) => a.artistId === artist.id && a.status === "pending").map((a) => a.projectId));
  const ownPublished = own.find((p) => p.status === "published" && !pendingOfArtist.has(p.id)) ?? own.find((p) => p.status === "published");
  expect(ownPublished, "a published project of the demo producer").toBeTruthy();

  // A contract for /contracts/:id: drafted and sent by the demo producer to the demo artist, on a running
  // project where the artist is accepted (the artist sees a contract only once it is sent).
  const acceptedOn = applications.find(
    (a) => a.artistId === artist.id && a.status === "accepted" && (a.project.status === "published" || a.project.status === "in_progress"),
  );
  expect(acceptedOn, "a running project of the demo producer with the demo artist accepted").toBeTruthy();
  const drafted = await json<{ id: number; template: string; terms: Record<string, unknown> }>(
    await ctx.producer.post(`/api/projects/${acceptedOn!.projectId}/contracts`, { headers: origin, data: { artistId: artist.id } }),
    "contract draft",
  );
  // The fee and the producer's party details are entered before sending (issue 31).
  await json(
    await ctx.producer.put(`/api/contracts/${drafted.id}`, {
      headers: origin,
      data: {
        ...drafted.terms,
        template: drafted.template,
        fee: 2_000_000,
        producerParty: {
          legalName: "아트링크 데모 스튜디오",
          representative: "데모 제작자",
          address: "서울특별시 종로구 대학로 12, 3층",
          businessNumber: "220-81-62517",
        },
      },
    }),
    "contract terms",
  );
  await json(await ctx.producer.post(`/api/contracts/${drafted.id}/send`, { headers: origin }), "contract send");

  // An activity record for /records/verify/:code: one self-reported exhibition of the demo artist.
  const item = await json<{ id: number }>(
    await ctx.artist.post("/api/activity/items", {
      headers: origin,
      data: {
        kind: "exhibition",
        title: "개인전 〈빛의 층위〉",
        organizer: "갤러리 담",
        place: "서울 종로구",
        startDate: koreanDay(-60),
        endDate: koreanDay(-45),
      },
    }),
    "activity item",
  );
  const record = await json<{ verifyCode: string }>(
    await ctx.artist.post("/api/activity/records", { headers: origin, data: { years: 1, itemIds: [item.id] } }),
    "activity record",
  );

  for (const kind of ["artist", "producer"] as const) {
    await ctx[kind].storageState({ path: demoStateFile(kind) });
    await ctx[kind].dispose();
  }

  // The withdrawn viewer: an artist signed up, verified through the mailed link, then deleted from its own session.
  const gone = await request.newContext({ baseURL });
  const email = `walk.withdrawn.${Date.now()}@example.com`;
  const reg = await gone.post("/api/auth/register", {
    headers: origin,
    data: { email, password: DEMO_PASSWORD, firstName: "탈퇴", lastName: "김", userType: "artist", agreeTerms: true, agreePrivacy: true, agreeAge14: true },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const token = new URL(await linkFromOutbox(email, "/verify-email?token=")).searchParams.get("token")!;
  await json<{ message: string }>(await gone.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`), "verify-email");
  // Verifying never signs in (issue 25): sign in, then withdraw with the password.
  const verified = await json<{ user: { id: string } }>(
    await gone.post("/api/auth/login", { headers: origin, data: { email, password: DEMO_PASSWORD } }),
    "login",
  );
  const del = await gone.delete("/api/auth/delete-account", {
    headers: origin,
    data: { confirmText: "삭제하겠습니다", reason: "경로 점검용 계정", password: DEMO_PASSWORD },
  });
  expect(del.status(), await del.text()).toBeLessThan(300);
  await gone.storageState({ path: withdrawnStateFile() });
  await gone.dispose();

  const ids: Ids = {
    artistId: artist.id,
    producerId: producer.id,
    otherProject: other!.id,
    otherProducerId: other!.producerId,
    unconnectedArtistId: unconnected!,
    ownPublished: ownPublished!.id,
    ownCompleted: own.find((p) => p.status === "completed")?.id ?? null,
    ownDraft: own.find((p) => p.status === "draft")?.id ?? null,
    contractId: drafted.id,
    recordCode: record.verifyCode,
    withdrawnId: verified.user.id,
  };
  writeAtomic(idsFile(), JSON.stringify(ids));
}
