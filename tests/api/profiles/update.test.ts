import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { userActivities, users, userTags } from "@shared/schema/index";
import { userSearchTokens } from "@shared/search-tokens";
import { findOrCreateTags } from "../../factories/projects";
import { insertPerson } from "../../factories/profiles";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const uploadDir = mkdtempSync(path.join(tmpdir(), "profile-update-"));
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));
const t = await createTestApp({ uploadDir });
const fixture = (name: string) => path.join(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures", name);

const tokensOf = async (id: string) => (await t.db.select({ s: users.searchTokens }).from(users).where(eq(users.id, id)))[0]!.s;
const usage = async (ids: number[]) =>
  Object.fromEntries((await t.db.select({ id: userTags.id, n: userTags.usageCount }).from(userTags).where(inArray(userTags.id, ids))).map((r) => [r.id, r.n]));

describe("PUT /api/users/{id}", () => {
  it("when the owner saves basics, bio and professional info, then they are stored, the profile answers and the search tokens follow", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const res = await agent.put(`/api/users/${user.id}`).send({
      firstName: " 하늘 ",
      lastName: "남궁",
      location: "부산",
      website: "studio.example.com",
      bio: "한지와 빛으로 공간을 만드는 작가입니다.",
      yearsOfExperience: "12",
      userId: "ignored",
    });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      firstName: "하늘",
      lastName: "남궁",
      location: "부산",
      website: "https://studio.example.com",
      bio: "한지와 빛으로 공간을 만드는 작가입니다.",
      yearsOfExperience: 12,
      isOwner: true,
    });
    const tokens = await tokensOf(user.id);
    expect(new Set(tokens)).toEqual(
      new Set(userSearchTokens({ firstName: "하늘", lastName: "남궁", location: "부산", bio: "한지와 빛으로 공간을 만드는 작가입니다.", tags: [] })),
    );
    const found = await t.request.get("/api/artists").query({ search: "남궁", location: "부산" });
    expect(found.body.items.map((c: { id: string }) => c.id)).toContain(user.id);
    const activity = await t.db.select().from(userActivities).where(eq(userActivities.userId, user.id));
    expect(activity.map((a) => a.activityType)).toContain("profile_updated");
  });

  it("when only some fields are sent, then the others are kept", async () => {
    const { user, agent } = await signedIn(t, "producer", { bio: "기존 소개 문장입니다. 길게 씁니다.", location: "서울" });
    const res = await agent.put(`/api/users/${user.id}`).send({ yearsOfExperience: 3 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ bio: "기존 소개 문장입니다. 길게 씁니다.", location: "서울", yearsOfExperience: 3, firstName: user.firstName });
  });

  it("when e-mail, account type or search tokens are sent, then they are ignored (they cannot be changed here)", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const res = await agent
      .put(`/api/users/${user.id}`)
      .send({ email: "new@example.com", userType: "producer", searchTokens: ["#가짜"], emailVerified: false, lastName: "정" });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: user.email, userType: "artist", emailVerified: true, lastName: "정" });
    expect(row!.searchTokens).not.toContain("#가짜");
  });

  it("when the bio is the placeholder or empty, then it is stored as empty; null clears website and years", async () => {
    const { user, agent } = await signedIn(t, "artist", { bio: "원래 있던 소개 문장입니다.", website: "https://a.example.com", yearsOfExperience: 4 });
    const res = await agent.put(`/api/users/${user.id}`).send({ bio: "나중에 작성 예정", website: "", yearsOfExperience: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ bio: null, website: null, yearsOfExperience: null });
    expect(await tokensOf(user.id)).not.toContain("나중");
  });

  describe("validation (400 with the spec's message)", () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ["blank first name", { firstName: "   " }, "firstName", "이름을 입력해주세요"],
      ["bio too short", { bio: "짧은 소개" }, "bio", "소개는 최소 10자 이상 작성해주세요."],
      ["bio too long", { bio: "가".repeat(1001) }, "bio", "소개는 1000자 이하로 작성해주세요."],
      ["negative years", { yearsOfExperience: -1 }, "yearsOfExperience", "경력은 0년 이상이어야 합니다"],
      ["years not a number", { yearsOfExperience: "많음" }, "yearsOfExperience", "경력은 0년 이상이어야 합니다"],
      ["fractional years", { yearsOfExperience: 1.5 }, "yearsOfExperience", "경력은 정수로 입력해주세요"],
      ["bad website", { website: "javascript:alert(1)" }, "website", "올바른 URL을 입력해주세요"],
      ["website without a host", { website: "http://nohost" }, "website", "올바른 URL을 입력해주세요"],
      ["location not in the list", { location: "아틀란티스" }, "location", "지역을 목록에서 선택해주세요"],
      [
        "foreign profile image",
        { profileImageUrl: "https://evil.example.com/a.png" },
        "profileImageUrl",
        "프로필 이미지는 업로드한 JPG, PNG, GIF, WebP 이미지만 사용할 수 있습니다",
      ],
      [
        "PDF as profile image",
        { profileImageUrl: "/uploads/0123456789abcdef0123456789abcdef.pdf" },
        "profileImageUrl",
        "프로필 이미지는 업로드한 JPG, PNG, GIF, WebP 이미지만 사용할 수 있습니다",
      ],
      [
        "upload that does not exist",
        { profileImageUrl: "/uploads/0123456789abcdef0123456789abcdef.png" },
        "profileImageUrl",
        "업로드한 파일을 찾을 수 없습니다. 파일을 다시 올려주세요.",
      ],
    ];
    for (const [name, body, field, message] of cases) {
      it(`when the ${name}, then 400 '${message}' and nothing changes`, async () => {
        const { user, agent } = await signedIn(t, "artist", { bio: "바뀌면 안 되는 소개입니다.", firstName: "원래" });
        const res = await agent.put(`/api/users/${user.id}`).send(body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(message);
        expect(res.body.fieldErrors[field]).toContain(message);
        const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
        expect(row).toMatchObject({ bio: "바뀌면 안 되는 소개입니다.", firstName: "원래" });
      });
    }
  });

  it("when an avatar is uploaded with ?variant=avatar, then it is a square 512 WebP and becomes the profile image", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const up = await agent.post("/api/upload?variant=avatar").attach("file", fixture("sample.png"));
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ contentType: "image/webp", fileUrl: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.webp$/) });
    expect(up.body.thumbnailUrl).toBe(up.body.fileUrl.replace(/\.webp$/, ".w480.webp"));
    const sharp = (await import("sharp")).default;
    expect(await sharp(path.join(uploadDir, up.body.fileUrl.slice(9))).metadata()).toMatchObject({ format: "webp", width: 512, height: 512 });

    const res = await agent.put(`/api/users/${user.id}`).send({ profileImageUrl: up.body.fileUrl });
    expect(res.status).toBe(200);
    expect(res.body.profileImageUrl).toBe(up.body.fileUrl);
  });

  it("when a PDF is uploaded as an avatar, then 415", async () => {
    const { agent } = await signedIn(t, "artist");
    const res = await agent.post("/api/upload?variant=avatar").attach("file", fixture("sample.pdf"));
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/지원하지 않는 파일 형식/);
  });

  it("when a guest or another member edits the profile, then 401 or 403 and nothing changes; unknown users 404", async () => {
    const { user } = await signedIn(t, "artist", { firstName: "원래" });
    const { agent: other } = await signedIn(t, "artist");

    const guest = await t.request.put(`/api/users/${user.id}`).send({ firstName: "해커" });
    const foreign = await other.put(`/api/users/${user.id}`).send({ firstName: "해커" });
    const unknown = await other.put(`/api/users/no-such-user`).send({ firstName: "해커" });

    expect(guest.status).toBe(401);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe("본인의 프로필만 수정할 수 있습니다.");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("사용자를 찾을 수 없습니다");
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.firstName).toBe("원래");
  });
});

describe("GET and PUT /api/users/{id}/tags", () => {
  it("when the owner replaces the tags, then links, usage counts and search tokens follow in one go", async () => {
    const [keep, drop, add] = await findOrCreateTags(t.db, ["태그유지", "태그삭제", "태그추가"]);
    const person = await insertPerson(t.db, { userType: "artist", tags: ["태그유지", "태그삭제"] });
    const agent = t.agent();
    await agent.post("/api/auth/login").send({ email: person.email, password: "password123" });
    const before = await usage([keep!.id, drop!.id, add!.id]);

    const res = await agent.put(`/api/users/${person.id}/tags`).send({ tagIds: [keep!.id, add!.id, add!.id] });

    expect(res.status).toBe(200);
    expect(res.body.map((x: { name: string }) => x.name)).toEqual(["태그유지", "태그추가"]);
    expect(await usage([keep!.id, drop!.id, add!.id])).toEqual({
      [keep!.id]: before[keep!.id],
      [drop!.id]: before[drop!.id]! - 1,
      [add!.id]: before[add!.id]! + 1,
    });
    const tokens = await tokensOf(person.id);
    expect(tokens).toContain("#태그추가");
    expect(tokens).not.toContain("#태그삭제");
    const listed = await t.request.get(`/api/users/${person.id}/tags`);
    expect(listed.status).toBe(200);
    expect(listed.body.map((x: { id: number }) => x.id)).toEqual([keep!.id, add!.id]);
    const found = await t.request.get("/api/artists").query({ tags: "태그추가" });
    expect(found.body.items.map((c: { id: string }) => c.id)).toEqual([person.id]);
  });

  it("when no tag, more than 10 or an unknown tag is sent, then 400 with the message and the tags stay", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const many = await findOrCreateTags(
      t.db,
      Array.from({ length: 11 }, (_, i) => `많은태그${i}`),
    );
    const cases: Array<[unknown, string]> = [
      [{ tagIds: [] }, "최소 하나의 전문분야를 선택해주세요."],
      [{}, "최소 하나의 전문분야를 선택해주세요."],
      [{ tagIds: many.map((x) => x.id) }, "전문분야는 최대 10개까지 선택할 수 있습니다."],
      [{ tagIds: [many[0]!.id, 987654] }, "존재하지 않는 전문분야가 포함되어 있습니다."],
      [{ tagIds: ["abc"] }, "존재하지 않는 전문분야가 포함되어 있습니다."],
    ];
    for (const [body, message] of cases) {
      const res = await agent.put(`/api/users/${user.id}/tags`).send(body as object);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await t.request.get(`/api/users/${user.id}/tags`)).body).toEqual([]);
  });

  it("when exactly 10 distinct tags are sent, then they are all kept", async () => {
    const { user, agent } = await signedIn(t, "producer");
    const ten = await findOrCreateTags(
      t.db,
      Array.from({ length: 10 }, (_, i) => `열개${i}`),
    );
    const res = await agent.put(`/api/users/${user.id}/tags`).send({ tagIds: ten.map((x) => x.id) });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(10);
  });

  it("when a guest or another member sets the tags, then 401 or 403", async () => {
    const { user } = await signedIn(t, "artist");
    const { agent: other } = await signedIn(t, "artist");
    const [tag] = await findOrCreateTags(t.db, ["남의태그"]);
    expect((await t.request.put(`/api/users/${user.id}/tags`).send({ tagIds: [tag!.id] })).status).toBe(401);
    expect((await other.put(`/api/users/${user.id}/tags`).send({ tagIds: [tag!.id] })).status).toBe(403);
    expect((await t.request.get(`/api/users/nobody/tags`)).status).toBe(404);
  });
});
