import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, invitations, projects, sessions, users } from "@shared/schema/index";
import { insertUser } from "../../factories/users";
import { createTestApp, login, TEST_PASSWORD } from "../../setup/test-app";

const t = await createTestApp();

const CONFIRM = "삭제하겠습니다";
const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

async function signedIn(overrides: Parameters<typeof insertUser>[1] = {}) {
  const user = await insertUser(t.db, overrides);
  const agent = t.agent();
  await login(agent, user.email);
  return { user, agent };
}

async function insertProject(producerId: string, status: typeof projects.$inferInsert.status) {
  const [p] = await t.db
    .insert(projects)
    .values({ title: `${status} 프로젝트`, description: "설명", producerId, status })
    .returning();
  return p!;
}

describe("DELETE /api/auth/delete-account", () => {
  it("when nobody is signed in, then it answers 401", async () => {
    const res = await t.request.delete("/api/auth/delete-account").send({ confirmText: CONFIRM, reason: "이유" });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("Unauthorized");
  });

  it.each([
    ["differs by a space", "삭제 하겠습니다"],
    ["has surrounding spaces", ` ${CONFIRM} `],
    ["is missing", undefined],
    ["is empty", ""],
  ])("when the confirmation text %s, then it answers 400 with the mismatch message and the account stays", async (_case, confirmText) => {
    const { user, agent } = await signedIn();
    const res = await agent.delete("/api/auth/delete-account").send({ confirmText, reason: "더 이상 사용하지 않아요" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("확인 문구가 일치하지 않습니다. 정확히 입력해주세요.");
    expect(res.body.fieldErrors.confirmText).toEqual(["확인 문구가 일치하지 않습니다. 정확히 입력해주세요."]);
    expect((await userRow(user.id)).isDeleted).toBe(false);
    expect((await agent.get("/api/auth/user")).status).toBe(200);
  });

  it("when the reason is blank, then it answers 400 asking for a reason", async () => {
    const { user, agent } = await signedIn();
    for (const reason of ["   ", "", undefined]) {
      const res = await agent.delete("/api/auth/delete-account").send({ confirmText: CONFIRM, reason });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("탈퇴 사유를 입력해주세요.");
      expect(res.body.fieldErrors.reason).toEqual(["탈퇴 사유를 입력해주세요."]);
    }
    expect((await userRow(user.id)).isDeleted).toBe(false);
  });

  it("when an artist withdraws, then the session ends, the row is scrubbed, the e-mail is free again and pending applications are withdrawn", async () => {
    const { user, agent } = await signedIn({ bio: "설치미술 작가입니다.", location: "seoul", website: "https://example.com" });
    const otherDevice = t.agent();
    await login(otherDevice, user.email);
    const producer = await insertUser(t.db, { userType: "producer" });
    const p1 = await insertProject(producer.id, "published");
    const p2 = await insertProject(producer.id, "published");
    const p3 = await insertProject(producer.id, "published");
    const [pending] = await t.db.insert(applications).values({ projectId: p1.id, artistId: user.id, coverLetter: "지원합니다", status: "pending" }).returning();
    const [accepted] = await t.db.insert(applications).values({ projectId: p2.id, artistId: user.id, status: "accepted" }).returning();
    const [invitation] = await t.db
      .insert(invitations)
      .values({ projectId: p3.id, producerId: producer.id, artistId: user.id, message: "초대합니다" })
      .returning();

    const res = await agent.delete("/api/auth/delete-account").send({ confirmText: CONFIRM, reason: "  활동을 쉬려고 합니다  " });

    expect(res.status).toBe(200);
    expect(res.body.message).toBe("회원 탈퇴가 완료되었습니다. 이용해주셔서 감사합니다.");
    expect((await agent.get("/api/auth/user")).status).toBe(401);
    expect((await otherDevice.get("/api/auth/user")).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);

    const row = await userRow(user.id);
    expect(row.isDeleted).toBe(true);
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(Math.abs(row.deletedAt!.getTime() - Date.now())).toBeLessThan(60_000);
    expect(row.deletionReason).toBe("활동을 쉬려고 합니다");
    expect(row.firstName).toBeNull();
    expect(row.lastName).toBeNull();
    expect(row.bio).toBeNull();
    expect(row.location).toBeNull();
    expect(row.website).toBeNull();
    expect(row.email).not.toBe(user.email);
    expect(row.email).not.toContain(user.email.split("@")[0]);

    const relogin = await t.request.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
    expect(relogin.status).toBe(401);

    expect((await t.db.select().from(applications).where(eq(applications.id, pending!.id)))[0]!.status).toBe("withdrawn");
    expect((await t.db.select().from(applications).where(eq(applications.id, accepted!.id)))[0]!.status).toBe("accepted");
    expect((await t.db.select().from(invitations).where(eq(invitations.id, invitation!.id)))[0]!.status).toBe("cancelled");

    const again = await t.request.post("/api/auth/register").send({
      email: user.email,
      password: "secret12",
      firstName: "새",
      lastName: "사람",
      userType: "artist",
      agreeTerms: true,
      agreePrivacy: true,
      agreeAge14: true,
    });
    expect(again.status).toBe(201);
    expect(again.body.user.id).not.toBe(user.id);
  });

  it("when a producer withdraws, then their draft and published projects are cancelled and the others kept", async () => {
    const { user, agent } = await signedIn({ userType: "producer" });
    const draft = await insertProject(user.id, "draft");
    const published = await insertProject(user.id, "published");
    const running = await insertProject(user.id, "in_progress");
    const done = await insertProject(user.id, "completed");
    const otherProducer = await insertUser(t.db, { userType: "producer" });
    const foreign = await insertProject(otherProducer.id, "published");

    await agent.delete("/api/auth/delete-account").send({ confirmText: CONFIRM, reason: "사업 종료" }).expect(200);

    const statusOf = async (id: number) => (await t.db.select().from(projects).where(eq(projects.id, id)))[0]!.status;
    expect(await statusOf(draft.id)).toBe("cancelled");
    expect(await statusOf(published.id)).toBe("cancelled");
    expect(await statusOf(running.id)).toBe("in_progress");
    expect(await statusOf(done.id)).toBe("completed");
    expect(await statusOf(foreign.id)).toBe("published");
  });
});
