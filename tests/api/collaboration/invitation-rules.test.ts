import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invitations, messages, userBlocks } from "@shared/schema/index";
import { dayFromToday, insertApplication, insertInvitation, insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();

async function world() {
  const owner = await signedIn(t, "producer", { firstName: "도현", lastName: "강" });
  const artist = await insertUser(t.db, { userType: "artist" });
  const project = await insertProject(t.db, { producerId: owner.user.id, title: "가을 미디어아트전" });
  return { owner, artist, project };
}

describe("POST /api/invitations refusals", () => {
  it("when the payload lacks a project, then 400 with the spec's message", async () => {
    const { owner, artist } = await world();
    const res = await owner.agent.post("/api/invitations").send({ artistId: artist.id });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("프로젝트를 선택하고 메시지를 입력해주세요.");
  });

  const cases: Array<{
    name: string;
    status: number;
    message: string;
    arrange: (w: Awaited<ReturnType<typeof world>>) => Promise<{ projectId?: number; artistId?: string }>;
  }> = [
    { name: "the project does not exist", status: 404, message: "프로젝트를 찾을 수 없습니다", arrange: async () => ({ projectId: 999999 }) },
    {
      name: "the project is a draft",
      status: 409,
      message: "모집 중인 프로젝트에만 초대할 수 있습니다.",
      arrange: async (w) => ({ projectId: (await insertProject(t.db, { producerId: w.owner.user.id, status: "draft" })).id }),
    },
    {
      name: "the project is in progress",
      status: 409,
      message: "모집 중인 프로젝트에만 초대할 수 있습니다.",
      arrange: async (w) => ({ projectId: (await insertProject(t.db, { producerId: w.owner.user.id, status: "in_progress" })).id }),
    },
    {
      name: "the deadline has passed",
      status: 409,
      message: "지원 마감일이 지난 프로젝트에는 초대할 수 없습니다.",
      arrange: async (w) => ({ projectId: (await insertProject(t.db, { producerId: w.owner.user.id, deadline: dayFromToday(-1) })).id }),
    },
    { name: "the artist does not exist", status: 404, message: "아티스트를 찾을 수 없습니다.", arrange: async () => ({ artistId: "nobody" }) },
    {
      name: "the artist withdrew",
      status: 404,
      message: "아티스트를 찾을 수 없습니다.",
      arrange: async () => ({ artistId: (await insertUser(t.db, { userType: "artist", isDeleted: true })).id }),
    },
    {
      name: "the account is a producer",
      status: 400,
      message: "아티스트에게만 초대를 보낼 수 있습니다.",
      arrange: async () => ({ artistId: (await insertUser(t.db, { userType: "producer" })).id }),
    },
    {
      name: "the artist blocked the producer",
      status: 403,
      message: "이 사용자에게는 초대를 보낼 수 없습니다.",
      arrange: async (w) => {
        await t.db.insert(userBlocks).values({ blockerId: w.artist.id, blockedId: w.owner.user.id });
        return {};
      },
    },
    {
      name: "the artist is already accepted through an application",
      status: 409,
      message: "이미 이 프로젝트에 참여 중인 아티스트입니다.",
      arrange: async (w) => {
        await insertApplication(t.db, { projectId: w.project.id, artistId: w.artist.id, status: "accepted" });
        return {};
      },
    },
    {
      name: "an accepted invitation exists",
      status: 409,
      message: "이미 초대한 프로젝트입니다.",
      arrange: async (w) => {
        await insertInvitation(t.db, { projectId: w.project.id, producerId: w.owner.user.id, artistId: w.artist.id, status: "accepted" });
        return {};
      },
    },
  ];
  for (const c of cases) {
    it(`when ${c.name}, then ${c.status} '${c.message}' and nothing is written`, async () => {
      const w = await world();
      const over = await c.arrange(w);
      const body = { projectId: w.project.id, artistId: w.artist.id, ...over };
      const res = await w.owner.agent.post("/api/invitations").send(body);
      expect(res.status).toBe(c.status);
      expect(res.body.message).toBe(c.message);
      expect(await t.db.select().from(messages).where(eq(messages.senderId, w.owner.user.id))).toHaveLength(0);
      expect(
        await t.db
          .select()
          .from(invitations)
          .where(and(eq(invitations.producerId, w.owner.user.id), eq(invitations.status, "pending"))),
      ).toHaveLength(0);
    });
  }

  it("when no message is given, then the invitation message names the project in Korean", async () => {
    const { owner, artist, project } = await world();
    expect((await owner.agent.post("/api/invitations").send({ projectId: project.id, artistId: artist.id })).status).toBe(201);
    const [msg] = await t.db.select().from(messages).where(eq(messages.receiverId, artist.id));
    expect(msg!.content).toBe("강도현님이 '가을 미디어아트전' 프로젝트에 초대했습니다.");
  });
});

describe("GET /api/invitations/check/{artistId} and artist-history", () => {
  it("when the producer has projects in every state, then each gets the reason it cannot be chosen and the history counts the past", async () => {
    const { owner, artist, project } = await world();
    const draft = await insertProject(t.db, { producerId: owner.user.id, status: "draft" });
    const running = await insertProject(t.db, { producerId: owner.user.id, status: "in_progress" });
    const done = await insertProject(t.db, { producerId: owner.user.id, status: "completed" });
    const late = await insertProject(t.db, { producerId: owner.user.id, deadline: dayFromToday(-2) });
    const cancelled = await insertProject(t.db, { producerId: owner.user.id, status: "cancelled" });
    const invited = await insertProject(t.db, { producerId: owner.user.id });
    const declined = await insertProject(t.db, { producerId: owner.user.id });
    await insertInvitation(t.db, { projectId: invited.id, producerId: owner.user.id, artistId: artist.id });
    await insertInvitation(t.db, { projectId: declined.id, producerId: owner.user.id, artistId: artist.id, status: "rejected" });
    await insertApplication(t.db, { projectId: done.id, artistId: artist.id, status: "accepted" });

    const res = await owner.agent.get(`/api/invitations/check/${artist.id}`);
    expect(res.status).toBe(200);
    expect(res.body.collaborationHistory).toEqual({ hasPastCollaboration: true, hasPastRejection: true, totalInvitations: 2 });
    const reason = Object.fromEntries(res.body.projects.map((p: { id: number; reason: string | null }) => [p.id, p.reason]));
    expect(reason).toEqual({
      [project.id]: null,
      [declined.id]: null,
      [draft.id]: "임시저장 상태의 프로젝트입니다.",
      [running.id]: "이미 진행 중인 프로젝트입니다.",
      [done.id]: "이미 참여 중인 프로젝트입니다.",
      [late.id]: "지원 마감일이 지났습니다.",
      [invited.id]: "이미 초대한 프로젝트입니다.",
    });
    expect(reason[cancelled.id]).toBeUndefined();
    expect(res.body.invitableProjects.map((p: { id: number }) => p.id).sort()).toEqual([project.id, declined.id].sort());

    const history = await owner.agent.get(`/api/invitations/artist-history/${artist.id}`);
    expect(history.body).toEqual({ invitedProjectIds: [invited.id] });
  });
});
