import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { profileMsg } from "@shared/validators/profiles";
import { insertPerson } from "../../factories/profiles";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();

/** A tag no other test uses, so each directory query sees only its own people. */
const scope = () => `배역${randomUUID().slice(0, 8)}`;
type Card = { id: string; gender: string | null; heightCm: number | null; playingAgeMin: number | null; playingAgeMax: number | null };
const ids = (body: { items: Card[] }) => body.items.map((p) => p.id).sort();

describe("performer details on a profile (issue 31)", () => {
  it("when an actress adds her gender, height and the ages she can play, then her profile answers them to everyone; '' and null clear them", async () => {
    const { user, agent } = await signedIn(t, "artist", { firstName: "하늘", lastName: "윤", discipline: "performance" });
    const res = await agent.put(`/api/users/${user.id}`).send({ gender: "female", heightCm: "165", playingAgeMin: 20, playingAgeMax: 29 });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ gender: "female", heightCm: 165, playingAgeMin: 20, playingAgeMax: 29 });

    const visitor = await t.request.get(`/api/users/${user.id}`);
    expect(visitor.body).toMatchObject({ gender: "female", heightCm: 165, playingAgeMin: 20, playingAgeMax: 29 });

    const cleared = await agent.put(`/api/users/${user.id}`).send({ gender: "", heightCm: "", playingAgeMax: null });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body).toMatchObject({ gender: null, heightCm: null, playingAgeMin: 20, playingAgeMax: null });
  });

  it("when the values are out of range or not whole numbers, then 400 with the field's Korean message and nothing changes", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ heightCm: 30 }, "heightCm", profileMsg.height],
      [{ heightCm: 300 }, "heightCm", profileMsg.height],
      [{ heightCm: 170.5 }, "heightCm", profileMsg.height],
      [{ heightCm: "키" }, "heightCm", profileMsg.height],
      [{ playingAgeMin: 0 }, "playingAgeMin", profileMsg.playingAge],
      [{ playingAgeMax: 101 }, "playingAgeMax", profileMsg.playingAge],
      [{ gender: "unknown" }, "gender", profileMsg.gender],
      [{ playingAgeMin: 40, playingAgeMax: 30 }, "playingAgeMax", profileMsg.playingAgeOrder],
    ];
    for (const [body, field, message] of cases) {
      const res = await agent.put(`/api/users/${user.id}`).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fieldErrors?.[field], JSON.stringify(body)).toEqual([message]);
    }
    expect((await t.request.get(`/api/users/${user.id}`)).body).toMatchObject({ gender: null, heightCm: null, playingAgeMin: null, playingAgeMax: null });
  });

  it("when only one end of the age range changes, then it is checked against the stored other end", async () => {
    const { user, agent } = await signedIn(t, "artist");
    expect((await agent.put(`/api/users/${user.id}`).send({ playingAgeMin: 30, playingAgeMax: 39 })).status).toBe(200);
    const below = await agent.put(`/api/users/${user.id}`).send({ playingAgeMax: 25 });
    expect(below.status).toBe(400);
    expect(below.body.fieldErrors.playingAgeMax).toEqual([profileMsg.playingAgeOrder]);
    expect((await agent.put(`/api/users/${user.id}`).send({ playingAgeMin: 20, playingAgeMax: 25 })).status).toBe(200);
  });

  it("when a producer sends performer details, then 400 (artists only); clearing them is allowed", async () => {
    const { user, agent } = await signedIn(t, "producer");
    const res = await agent.put(`/api/users/${user.id}`).send({ heightCm: 180, gender: "male" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(profileMsg.performerOnly);
    expect(res.body.fieldErrors).toEqual({ heightCm: [profileMsg.performerOnly], gender: [profileMsg.performerOnly] });
    expect((await agent.put(`/api/users/${user.id}`).send({ heightCm: null, gender: "" })).status).toBe(200);
  });

  it("when someone else or a visitor changes them, then 403 and 401", async () => {
    const { user } = await signedIn(t, "artist");
    const other = await signedIn(t, "artist");
    expect((await other.agent.put(`/api/users/${user.id}`).send({ heightCm: 170 })).status).toBe(403);
    expect((await t.request.put(`/api/users/${user.id}`).send({ heightCm: 170 })).status).toBe(401);
  });
});

describe("performer filters of the artist directory (issue 31)", () => {
  async function cast() {
    const tag = scope();
    const person = (gender: "female" | "male" | null, heightCm: number | null, playingAgeMin: number | null, playingAgeMax: number | null) =>
      insertPerson(t.db, { userType: "artist", tags: [tag], gender, heightCm, playingAgeMin, playingAgeMax });
    return {
      tag,
      twenties: await person("female", 165, 20, 29),
      thirties: await person("male", 180, 30, 39),
      fromForty: await person("female", 158, 40, null),
      none: await person(null, null, null, null),
    };
  }

  it("when the list is filtered by gender, height and the ages they can play, then only artists whose details match are listed, and the cards carry them", async () => {
    const c = await cast();
    const get = async (q: Record<string, string>) => {
      const res = await t.request.get("/api/artists").query({ tags: c.tag, ...q });
      expect(res.status, res.text).toBe(200);
      return res.body as { items: Card[]; total: number };
    };
    expect(ids(await get({}))).toEqual([c.twenties.id, c.thirties.id, c.fromForty.id, c.none.id].sort());
    expect(ids(await get({ gender: "female" }))).toEqual([c.twenties.id, c.fromForty.id].sort());
    expect(ids(await get({ heightMin: "160" }))).toEqual([c.twenties.id, c.thirties.id].sort());
    expect(ids(await get({ heightMin: "160", heightMax: "170" }))).toEqual([c.twenties.id]);
    // Ranges that overlap the asked one: 25-35 meets 20-29 and 30-39; 45 meets the open-ended 40-.
    expect(ids(await get({ ageMin: "25", ageMax: "35" }))).toEqual([c.twenties.id, c.thirties.id].sort());
    expect(ids(await get({ ageMin: "45" }))).toEqual([c.fromForty.id]);
    expect(ids(await get({ gender: "female", ageMax: "30", heightMin: "" }))).toEqual([c.twenties.id]);

    const card = (await get({ gender: "male" })).items[0]!;
    expect(card).toMatchObject({ gender: "male", heightCm: 180, playingAgeMin: 30, playingAgeMax: 39 });
  });

  it("when a filter is malformed or a range is upside down, then 400 with a Korean message", async () => {
    for (const [q, field] of [
      [{ gender: "x" }, "gender"],
      [{ heightMin: "abc" }, "heightMin"],
      [{ heightMax: "999" }, "heightMax"],
      [{ ageMin: "1.5" }, "ageMin"],
      [{ heightMin: "180", heightMax: "160" }, "heightMax"],
      [{ ageMin: "40", ageMax: "20" }, "ageMax"],
    ] as const) {
      const res = await t.request.get("/api/artists").query(q);
      expect(res.status, JSON.stringify(q)).toBe(400);
      expect(res.body.fieldErrors?.[field]?.[0], JSON.stringify(q)).toMatch(/[가-힣]/);
    }
  });
});
