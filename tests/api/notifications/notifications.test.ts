import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "@shared/schema/index";
import { insertUser } from "../../factories/users";
import { createTestApp, login } from "../../setup/test-app";

const t = await createTestApp();

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

async function insertNotification(userId: string, values: Partial<typeof notifications.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(notifications)
    .values({ userId, title: "새 지원자", message: "프로젝트에 새 지원이 있습니다.", type: "application", ...values })
    .returning();
  return row!;
}
const rowOf = async (id: number) => (await t.db.select().from(notifications).where(eq(notifications.id, id)))[0];

async function signedIn() {
  const user = await insertUser(t.db);
  const agent = t.agent();
  await login(agent, user.email);
  return { user, agent };
}

describe("notifications API", () => {
  it("when nobody is signed in, then every call answers 401", async () => {
    const owner = await insertUser(t.db);
    const n = await insertNotification(owner.id);
    const calls = [
      t.request.get("/api/notifications"),
      t.request.patch("/api/notifications/mark-all-read"),
      t.request.patch(`/api/notifications/${n.id}/read`),
      t.request.delete(`/api/notifications/${n.id}`),
      t.request.patch("/api/notifications/abc/read"),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe("Unauthorized");
    }
    expect((await rowOf(n.id))!.read).toBe(false);
  });

  it("when the list is fetched, then it holds only the user's own notifications, newest first", async () => {
    const { user, agent } = await signedIn();
    const other = await insertUser(t.db);
    const old = await insertNotification(user.id, { title: "오래된 알림", createdAt: minutesAgo(60) });
    const newest = await insertNotification(user.id, { title: "최신 알림", createdAt: minutesAgo(1), type: "message" });
    const middle = await insertNotification(user.id, { title: "중간 알림", createdAt: minutesAgo(30), read: true });
    await insertNotification(other.id, { title: "남의 알림", createdAt: minutesAgo(0) });

    const res = await agent.get("/api/notifications");

    expect(res.status).toBe(200);
    expect(res.body.map((n: { id: number }) => n.id)).toEqual([newest.id, middle.id, old.id]);
    expect(res.body[0]).toMatchObject({ title: "최신 알림", type: "message", read: false, userId: user.id });
    expect(res.body[1].read).toBe(true);
    // The wire shape: exactly these keys, and the time in ISO form to the millisecond.
    expect(Object.keys(res.body[2]).sort()).toEqual(["createdAt", "id", "message", "read", "relatedId", "title", "type", "userId"]);
    expect(res.body[2].createdAt).toBe(old.createdAt.toISOString());
    expect(res.body[2].relatedId).toBe(old.relatedId ?? null);
  });

  it("when a user has more than 100 notifications, then the list holds the newest 100", async () => {
    const { user, agent } = await signedIn();
    await t.db.insert(notifications).values(
      Array.from({ length: 101 }, (_, i) => ({
        userId: user.id,
        title: `알림 ${i}`,
        message: "내용",
        type: "system" as const,
        createdAt: minutesAgo(200 - i),
      })),
    );
    const res = await agent.get("/api/notifications");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(100);
    expect(res.body[0].title).toBe("알림 100");
    expect(res.body.at(-1).title).toBe("알림 1");
  });

  it("when two notifications share a time and hold quotes, line breaks and emoji, then the later one comes first and the text is exact", async () => {
    const { user, agent } = await signedIn();
    const at = minutesAgo(5);
    const text = '"따옴표" \\ 역슬래시\n둘째 줄\t탭 🎭 </script>';
    const first = await insertNotification(user.id, { title: "같은 시각 1", message: text, createdAt: at, relatedId: "42" });
    const second = await insertNotification(user.id, { title: "같은 시각 2", message: text, createdAt: at, read: true });

    const res = await agent.get("/api/notifications");

    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.body).toEqual([
      { id: second.id, userId: user.id, title: "같은 시각 2", message: text, type: "application", read: true, relatedId: null, createdAt: at.toISOString() },
      { id: first.id, userId: user.id, title: "같은 시각 1", message: text, type: "application", read: false, relatedId: "42", createdAt: at.toISOString() },
    ]);
  });

  it("when a user has no notifications, then the list is empty", async () => {
    const { agent } = await signedIn();
    const res = await agent.get("/api/notifications");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it("when one notification is marked read, then only that row changes", async () => {
    const { user, agent } = await signedIn();
    const a = await insertNotification(user.id);
    const b = await insertNotification(user.id);
    const res = await agent.patch(`/api/notifications/${a.id}/read`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("알림을 읽음으로 표시했습니다.");
    expect((await rowOf(a.id))!.read).toBe(true);
    expect((await rowOf(b.id))!.read).toBe(false);
  });

  it("when all are marked read, then every own notification is read and other users' stay unread", async () => {
    const { user, agent } = await signedIn();
    const other = await insertUser(t.db);
    const mine = [await insertNotification(user.id), await insertNotification(user.id)];
    const theirs = await insertNotification(other.id);
    const res = await agent.patch("/api/notifications/mark-all-read");
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("모든 알림을 읽음으로 표시했습니다.");
    for (const n of mine) expect((await rowOf(n.id))!.read).toBe(true);
    expect((await rowOf(theirs.id))!.read).toBe(false);
  });

  it("when a notification is deleted, then it is gone and deleting it again answers 404", async () => {
    const { user, agent } = await signedIn();
    const n = await insertNotification(user.id);
    const res = await agent.delete(`/api/notifications/${n.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("알림을 삭제했습니다.");
    expect(await rowOf(n.id)).toBeUndefined();
    const again = await agent.delete(`/api/notifications/${n.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ code: "NotFound", message: "알림을 찾을 수 없습니다." });
  });

  it("when another user's notification is marked read or deleted, then it answers 403 and the row is untouched", async () => {
    const { agent } = await signedIn();
    const other = await insertUser(t.db);
    const theirs = await insertNotification(other.id);
    const read = await agent.patch(`/api/notifications/${theirs.id}/read`);
    expect(read.status).toBe(403);
    expect(read.body.code).toBe("Forbidden");
    const del = await agent.delete(`/api/notifications/${theirs.id}`);
    expect(del.status).toBe(403);
    const row = await rowOf(theirs.id);
    expect(row).toBeDefined();
    expect(row!.read).toBe(false);
  });

  it.each(["999999", "abc", "1.5", "-1", "0", "1e3", "12345678901234567890", "%20"])(
    "when the id is %s (unknown or not a positive integer), then read and delete answer 404, never 500",
    async (id) => {
      const { agent } = await signedIn();
      const read = await agent.patch(`/api/notifications/${id}/read`);
      expect(read.status).toBe(404);
      expect(read.body.message).toBe("알림을 찾을 수 없습니다.");
      const del = await agent.delete(`/api/notifications/${id}`);
      expect(del.status).toBe(404);
      expect(del.body.message).toBe("알림을 찾을 수 없습니다.");
    },
  );
});
