import { describe, expect, it } from "vitest";
import { userSearchTokens } from "@shared/search-tokens";
import { projectFavorites } from "@shared/schema/index";
import { projectDoc, publishedProjects } from "../../../server/features/saved-searches/repository";
import { dayFromToday, insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

/**
 * Issue 24: a hidden project (an operator's hide, its producer's suspension, or the reporters' threshold)
 * is on no public list, search, recommendation, favourites list, sitemap or saved-search alert.
 */
const t = await createTestApp();
const HIDINGS = [
  { hiddenBy: "operator", hiddenReason: "허위 모집" },
  { hiddenBy: "suspension", hiddenReason: null },
  { hiddenBy: "reports", hiddenReason: null },
] as const;

async function shownAndHidden(title: string, extra: Record<string, unknown> = {}) {
  const producer = await insertUser(t.db, { userType: "producer" });
  const shown = await insertProject(t.db, { producerId: producer.id, title: `${title} 공개`, ...extra });
  const hidden = [];
  for (const h of HIDINGS)
    hidden.push(await insertProject(t.db, { producerId: producer.id, title: `${title} 숨김 ${h.hiddenBy}`, hiddenAt: new Date(), ...h, ...extra }));
  return { producer, shown, hidden };
}
const ids = (body: unknown) => (Array.isArray(body) ? body : (body as { items: unknown[] }).items).map((c) => (c as { id: number }).id);

describe("hidden projects stay off every public surface", () => {
  it("when the landing page lists projects, then hidden ones are not among them", async () => {
    const { shown, hidden } = await shownAndHidden("랜딩");
    const res = await t.request.get("/api/projects/public").query({ limit: 12, sortBy: "newest" }).expect(200);
    expect(ids(res.body)).toContain(shown.id);
    for (const h of hidden) expect(ids(res.body)).not.toContain(h.id);
  });

  it("when an artist asks for recommended projects, then hidden ones are not recommended", async () => {
    const { agent } = await signedIn(t, "artist", {
      location: "제주",
      searchTokens: userSearchTokens({ firstName: "추", lastName: "천", location: "제주", tags: ["국악"] }),
    });
    const { shown, hidden } = await shownAndHidden("추천", { tags: ["국악"], location: "제주", deadline: dayFromToday(20) });
    const res = await agent.get("/api/recommendations/projects").expect(200);
    expect(ids(res.body)).toContain(shown.id);
    for (const h of hidden) expect(ids(res.body)).not.toContain(h.id);
  });

  it("when a member lists their favourites, then a project hidden since they saved it is not there", async () => {
    const { shown, hidden } = await shownAndHidden("관심");
    const fan = await signedIn(t, "artist");
    await t.db.insert(projectFavorites).values([shown, ...hidden].map((p) => ({ userId: fan.user.id, projectId: p.id })));
    const res = await fan.agent.get("/api/my-favorites").expect(200);
    expect(ids(res.body)).toEqual([shown.id]);
  });

  it("when the sitemap is built, then it names no hidden project", async () => {
    const { shown, hidden } = await shownAndHidden("사이트맵");
    const res = await t.request.get("/sitemap.xml").expect(200);
    expect(res.text).toContain(`/projects/${shown.id}<`);
    for (const h of hidden) expect(res.text).not.toContain(`/projects/${h.id}<`);
  });

  it("when saved searches are matched and alerts written, then a hidden project is neither matched nor named", async () => {
    const { shown, hidden } = await shownAndHidden("알림");
    expect(await projectDoc(t.db, shown.id)).toBeDefined();
    for (const h of hidden) expect(await projectDoc(t.db, h.id)).toBeUndefined();
    const titles = await publishedProjects(t.db, [shown.id, ...hidden.map((h) => h.id)]);
    expect([...titles.keys()]).toEqual([shown.id]);
  });

  it("when anyone searches the project list, then hidden ones are not found", async () => {
    const { shown, hidden } = await shownAndHidden("검색대상");
    const res = await t.request.get("/api/projects").query({ search: "검색대상" }).expect(200);
    expect(ids(res.body)).toEqual([shown.id]);
    for (const h of hidden) await t.request.get(`/api/projects/${h.id}`).expect(404);
  });
});
