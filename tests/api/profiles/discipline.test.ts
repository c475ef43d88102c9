import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@shared/schema/index";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();

describe("words that fit each field (issue 31)", () => {
  it("when a film producer signs up with their discipline, then it is stored and the account answers it; an unknown one is refused in Korean", async () => {
    const base = {
      password: "gallery-secret12",
      firstName: "서연",
      lastName: "박",
      userType: "producer",
      agreeTerms: true,
      agreePrivacy: true,
      agreeAge14: true,
    };
    const bad = await t.request.post("/api/auth/register").send({ ...base, email: "bad-discipline@example.com", discipline: "cooking" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.discipline).toEqual(["분야를 목록에서 선택해주세요."]);
    const res = await t.request.post("/api/auth/register").send({ ...base, email: "film-producer@example.com", discipline: "film" });
    expect(res.status).toBe(201);
    const [row] = await t.db.select({ discipline: users.discipline }).from(users).where(eq(users.email, "film-producer@example.com"));
    expect(row!.discipline).toBe("film");
  });

  it("when an actress picks her discipline in the profile, then the account and her profile answer it; career types include film, drama, CF, broadcast, theatre, concert and album", async () => {
    const { user, agent } = await signedIn(t, "artist", { firstName: "하늘", lastName: "윤" });
    const res = await agent.put(`/api/users/${user.id}`).send({ discipline: "performance" });
    expect(res.status).toBe(200);
    expect((await agent.get("/api/auth/user")).body.discipline).toBe("performance");
    expect((await agent.put(`/api/users/${user.id}`).send({ discipline: "x" })).status).toBe(400);
    for (const type of ["film", "drama", "cf", "broadcast", "theatre", "concert", "album"]) {
      const added = await agent.post("/api/experiences").send({ type, title: `작품 ${type}`, startDate: "2024-01-01", endDate: "2024-02-01" });
      expect(added.status, added.text).toBe(201);
    }
  });
});
