import { and, eq, inArray } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  applicationActions,
  applications,
  applicationTriage,
  auditionBookings,
  auditionInvites,
  mailOutbox,
  messages,
  notifications,
  projectRoles,
  users,
} from "@shared/schema/index";
import { auditionReminderJob, AUDITION_REMINDER_JOB } from "../../../server/jobs/audition-reminder";
import { createJobRunner } from "../../../server/jobs/runner";
import { insertAuditionInvite, insertSlot } from "../../factories/auditions";
import { insertPerson } from "../../factories/profiles";
import { insertApplication, insertProject } from "../../factories/projects";
import { buildUser, insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp, TEST_CONFIG } from "../../setup/test-app";

const t = await createTestApp();

const NOTE = "2차 오디션 후보. 발성이 특히 좋음 — 내부 메모";
const future = (iso: string) => new Date(iso);

/** A published project with two roles, its owner, a manager added through the API, and applicants. */
async function production(applicantCount = 3) {
  const owner = await signedIn(t, "producer");
  const manager = await signedIn(t, "producer");
  const project = await insertProject(t.db, { producerId: owner.user.id, status: "published", title: "장편영화 <겨울>" });
  const added = await owner.agent.post(`/api/projects/${project.id}/team`).send({ userId: manager.user.id });
  expect(added.status).toBe(201);
  const applicants = [];
  for (let i = 0; i < applicantCount; i++) {
    const who = await signedIn(t, "artist", { location: i % 2 ? "부산" : "서울" });
    const application = await insertApplication(t.db, {
      projectId: project.id,
      artistId: who.user.id,
      media: i === 0 ? [{ kind: "video", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }] : [],
    });
    applicants.push({ ...who, application });
  }
  return { owner, manager, project, applicants };
}

const notificationsOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe("triage is private to the production team", () => {
  it("when the owner and a manager label, rate and note an application, then only the team sees it; the applicant, another producer and a visitor do not", async () => {
    const { owner, manager, project, applicants } = await production(2);
    const [first] = applicants;
    const byOwner = await owner.agent.patch(`/api/applications/${first!.application.id}/triage`).send({ label: "shortlist", rating: 4 });
    expect(byOwner.status).toBe(200);
    expect(byOwner.body).toMatchObject({ label: "shortlist", rating: 4, note: null, updatedBy: owner.user.id });
    const byManager = await manager.agent.patch(`/api/applications/${first!.application.id}/triage`).send({ note: NOTE });
    expect(byManager.status).toBe(200);
    // A partial update keeps the other fields.
    expect(byManager.body).toMatchObject({ label: "shortlist", rating: 4, note: NOTE, updatedBy: manager.user.id });

    // Who did it is recorded per action.
    const actions = await t.db.select().from(applicationActions).where(eq(applicationActions.applicationId, first!.application.id));
    expect(actions.map((a) => [a.actorId, a.action])).toEqual([
      [owner.user.id, "triage"],
      [manager.user.id, "triage"],
    ]);

    for (const team of [owner, manager]) {
      const list = await team.agent.get(`/api/projects/${project.id}/applicants`);
      expect(list.status).toBe(200);
      expect(list.body.items.find((i: { id: number }) => i.id === first!.application.id).triage).toMatchObject({ label: "shortlist", rating: 4, note: NOTE });
    }

    // The applicant: refused on the triage routes, and nothing of it in their own answers.
    expect((await first!.agent.patch(`/api/applications/${first!.application.id}/triage`).send({ label: "no" })).status).toBe(403);
    expect((await first!.agent.get(`/api/projects/${project.id}/applicants`)).status).toBe(403);
    for (const path of ["/api/applications/my", `/api/projects/${project.id}`, "/api/notifications", "/api/dashboard/stats", "/api/my-auditions"]) {
      const res = await first!.agent.get(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).not.toContain(NOTE);
      expect(res.text, path).not.toContain("shortlist");
    }
    // Another producer and a visitor.
    const stranger = await signedIn(t, "producer");
    expect((await stranger.agent.get(`/api/projects/${project.id}/applicants`)).status).toBe(403);
    expect((await stranger.agent.patch(`/api/applications/${first!.application.id}/triage`).send({ rating: 1 })).status).toBe(403);
    const page = await stranger.agent.get(`/api/projects/${project.id}`);
    expect(page.text).not.toContain(NOTE);
    expect((await t.request.get(`/api/projects/${project.id}/applicants`)).status).toBe(401);
    const visitorPage = await t.request.get(`/api/projects/${project.id}`);
    expect(visitorPage.text).not.toContain(NOTE);
  });

  it("when the triage input is wrong, then 400 with the Korean message per field", async () => {
    const { owner, applicants } = await production(1);
    const id = applicants[0]!.application.id;
    const bad = await owner.agent.patch(`/api/applications/${id}/triage`).send({ rating: 6, label: "star", note: "가".repeat(2001) });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({ rating: ["평점은 1점부터 5점까지입니다"], label: ["라벨은 최종 후보, 보류, 제외 중에서 골라주세요"] });
    expect(bad.body.fieldErrors.note).toEqual(["메모는 2,000자까지 쓸 수 있습니다"]);
    expect((await owner.agent.patch(`/api/applications/${id}/triage`).send({})).status).toBe(400);
    expect((await owner.agent.patch(`/api/applications/999999/triage`).send({ rating: 3 })).status).toBe(404);
  });

  it("when the team filters and sorts, then label, rating, status, media, region, tag and role narrow the list and rating sorts it", async () => {
    const { owner, project, applicants } = await production(4);
    const [a, b, c] = applicants;
    await owner.agent.patch(`/api/applications/${a!.application.id}/triage`).send({ label: "shortlist", rating: 3 });
    await owner.agent.patch(`/api/applications/${b!.application.id}/triage`).send({ label: "maybe", rating: 5 });
    await owner.agent.patch(`/api/applications/${c!.application.id}/triage`).send({ label: "no", rating: 1 });
    const ids = async (query: string) => {
      const res = await owner.agent.get(`/api/projects/${project.id}/applicants?${query}`);
      expect(res.status, query).toBe(200);
      return res.body.items.map((i: { id: number }) => i.id);
    };
    expect(await ids("label=shortlist")).toEqual([a!.application.id]);
    expect(await ids("label=none")).toEqual([applicants[3]!.application.id]);
    expect(await ids("minRating=3&sort=rating")).toEqual([b!.application.id, a!.application.id]);
    expect((await ids("sort=rating"))[0]).toBe(b!.application.id);
    expect(await ids("hasMedia=true")).toEqual([a!.application.id]);
    expect((await ids("region=부산")).sort()).toEqual([b!.application.id, applicants[3]!.application.id].sort());
    expect(await ids("status=accepted")).toEqual([]);
    expect(await ids("tag=없는태그")).toEqual([]);
    const page = await owner.agent.get(`/api/projects/${project.id}/applicants?limit=2&offset=2`);
    expect(page.body).toMatchObject({ total: 4, offset: 2 });
    expect(page.body.items).toHaveLength(2);
    expect((await owner.agent.get(`/api/projects/${project.id}/applicants?sort=name`)).status).toBe(400);
  });
});

describe("the applicants view's filters, sorts and pages agree with a plain reading of the rows", () => {
  it("when 30 applications of two roles are filtered, sorted and paged every way, then each page and total is what filtering the rows in order gives", async () => {
    const owner = await signedIn(t, "producer");
    const project = await insertProject(t.db, { producerId: owner.user.id, status: "published", title: "오라클 프로젝트" });
    const roles = await t.db
      .insert(projectRoles)
      .values(["주연", "조연"].map((name, i) => ({ projectId: project.id, position: i, name, category: "actor", headcount: 2, feeKind: "negotiable" })))
      .returning();
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    const statuses = ["pending", "pending", "accepted", "rejected", "withdrawn"] as const;
    const labels = [null, "shortlist", "maybe", "no"] as const;
    const base = Date.parse("2026-10-01T00:00:00Z");
    type Row = {
      id: number;
      roleId: number;
      status: string;
      media: boolean;
      location: string | null;
      tags: string[];
      label: string | null;
      rating: number | null;
      at: number;
    };
    const rows: Row[] = [];
    for (let i = 0; i < 30; i++) {
      const location = [null, "서울", "부산"][rand(3)]!;
      const tags = [[], ["연기"], ["보컬", "연기"]][rand(3)]!;
      const artist = await insertPerson(t.db, { userType: "artist", location, tags });
      const roleId = roles[rand(2)]!.id;
      const status = statuses[rand(statuses.length)]!;
      const media = rand(2) === 0;
      // Some share a time: the id breaks the tie.
      const at = base + rand(10) * 3_600_000;
      const [app] = await t.db
        .insert(applications)
        .values({
          projectId: project.id,
          artistId: artist.id,
          roleId,
          status,
          coverLetter: "지원합니다.",
          appliedAt: new Date(at),
          media: media ? [{ kind: "video", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }] : [],
        })
        .returning();
      const label = labels[rand(labels.length)]!;
      const rating = rand(3) === 0 ? null : 1 + rand(5);
      if (label !== null || rating !== null) await t.db.insert(applicationTriage).values({ applicationId: app!.id, projectId: project.id, label, rating });
      rows.push({ id: app!.id, roleId, status, media, location, tags, label, rating, at });
    }
    const byDate = (x: Row, y: Row) => y.at - x.at || y.id - x.id;
    const byRating = (x: Row, y: Row) => (y.rating ?? 0) - (x.rating ?? 0) || byDate(x, y);
    const filters: Array<[string, (r: Row) => boolean]> = [
      ["", () => true],
      [`roleId=${roles[0]!.id}`, (r) => r.roleId === roles[0]!.id],
      ["label=shortlist", (r) => r.label === "shortlist"],
      ["label=none", (r) => r.label === null],
      ["minRating=3", (r) => (r.rating ?? 0) >= 3],
      ["status=pending", (r) => r.status === "pending"],
      ["hasMedia=true", (r) => r.media],
      ["hasMedia=false", (r) => !r.media],
      ["region=부산", (r) => r.location === "부산"],
      ["tag=보컬", (r) => r.tags.includes("보컬")],
      [`roleId=${roles[1]!.id}&label=maybe&hasMedia=true`, (r) => r.roleId === roles[1]!.id && r.label === "maybe" && r.media],
      ["region=서울&tag=연기&minRating=2", (r) => r.location === "서울" && r.tags.includes("연기") && (r.rating ?? 0) >= 2],
    ];
    for (const [filter, keep] of filters) {
      for (const sort of ["date", "rating"] as const) {
        const expected = rows.filter((r) => r.status !== "withdrawn" && keep(r)).sort(sort === "rating" ? byRating : byDate);
        for (const [offset, limit] of [
          [0, 50],
          [0, 4],
          [4, 4],
          [expected.length, 4],
          [40, 4],
        ] as const) {
          const query = `${filter}${filter ? "&" : ""}sort=${sort}&offset=${offset}&limit=${limit}`;
          const res = await owner.agent.get(`/api/projects/${project.id}/applicants?${query}`);
          expect(res.status, query).toBe(200);
          expect(
            res.body.items.map((i: { id: number }) => i.id),
            query,
          ).toEqual(expected.slice(offset, offset + limit).map((r) => r.id));
          expect(res.body.total, query).toBe(expected.length);
        }
      }
    }
    // Another project's role names none of these applications, even with rows of its own.
    const other = await insertProject(t.db, { producerId: owner.user.id, status: "published", title: "다른 프로젝트" });
    const [otherRole] = await t.db
      .insert(projectRoles)
      .values({ projectId: other.id, position: 0, name: "단역", category: "actor", headcount: 1, feeKind: "negotiable" })
      .returning();
    const outsider = await insertPerson(t.db, { userType: "artist" });
    await t.db
      .insert(applications)
      .values({ projectId: other.id, artistId: outsider.id, roleId: otherRole!.id, status: "pending", coverLetter: "지원합니다." });
    const foreign = await owner.agent.get(`/api/projects/${project.id}/applicants?roleId=${otherRole!.id}`);
    expect(foreign.body).toMatchObject({ items: [], total: 0 });
  });
});

describe("the production team", () => {
  it("when the owner adds a manager, then the manager is notified and may see applicants, triage, invite and schedule, but not edit, change status, manage the team or draft contracts", async () => {
    const { owner, manager, project, applicants } = await production(1);
    expect((await notificationsOf(manager.user.id)).map((n) => n.title)).toContain("제작팀에 추가되었습니다");
    const team = await manager.agent.get(`/api/projects/${project.id}/team`);
    expect(team.body.map((m: { id: string; role: string }) => [m.id, m.role])).toEqual([
      [owner.user.id, "owner"],
      [manager.user.id, "manager"],
    ]);
    expect((await manager.agent.get("/api/my-team-projects")).body).toEqual([expect.objectContaining({ id: project.id, role: "manager", pendingCount: 1 })]);

    // May.
    expect((await manager.agent.get(`/api/projects/${project.id}/applicants`)).status).toBe(200);
    const slot = await manager.agent
      .post(`/api/projects/${project.id}/audition-slots`)
      .send({ startsAt: "2030-05-01T01:00:00Z", endsAt: "2030-05-01T02:00:00Z", place: "서울 마포구 연습실", capacity: 2 });
    expect(slot.status).toBe(201);
    const invited = await manager.agent.post(`/api/applications/${applicants[0]!.application.id}/audition-invite`).send({ slotIds: [slot.body.id] });
    expect(invited.status).toBe(200);
    expect(invited.body.slots.map((s: { id: number }) => s.id)).toEqual([slot.body.id]);
    expect((await manager.agent.get(`/api/projects/${project.id}/audition-schedule`)).status).toBe(200);
    const actions = await t.db.select().from(applicationActions).where(eq(applicationActions.applicationId, applicants[0]!.application.id));
    expect(actions).toEqual([expect.objectContaining({ actorId: manager.user.id, action: "audition_invite" })]);

    // May not.
    expect((await manager.agent.patch(`/api/projects/${project.id}/status`).send({ status: "in_progress" })).status).toBe(403);
    expect((await manager.agent.patch(`/api/projects/${project.id}`).send({ title: "바꾼 제목입니다" })).status).toBe(403);
    const other = await insertUser(t.db, { userType: "producer" });
    expect((await manager.agent.post(`/api/projects/${project.id}/team`).send({ userId: other.id })).status).toBe(403);
    expect((await manager.agent.delete(`/api/projects/${project.id}/team/${owner.user.id}`)).status).toBe(403);
    expect((await manager.agent.post(`/api/projects/${project.id}/contracts`).send({ artistId: applicants[0]!.user.id })).status).toBe(403);

    // The owner: an artist cannot be a manager, nor anyone twice; a manager may leave.
    const artist = await insertUser(t.db, { userType: "artist" });
    const notProducer = await owner.agent.post(`/api/projects/${project.id}/team`).send({ userId: artist.id });
    expect(notProducer.status).toBe(400);
    expect(notProducer.body.message).toBe("제작자 계정만 제작팀에 추가할 수 있습니다.");
    expect((await owner.agent.post(`/api/projects/${project.id}/team`).send({ userId: manager.user.id })).status).toBe(409);
    expect((await manager.agent.delete(`/api/projects/${project.id}/team/${manager.user.id}`)).status).toBe(200);
    // The owner's decision is recorded as an action too.
    expect((await owner.agent.patch(`/api/applications/${applicants[0]!.application.id}/status`).send({ status: "accepted" })).status).toBe(200);
    const decided = await t.db.select().from(applicationActions).where(eq(applicationActions.applicationId, applicants[0]!.application.id));
    expect(decided.at(-1)).toMatchObject({ actorId: owner.user.id, action: "accepted" });
    expect((await manager.agent.get(`/api/projects/${project.id}/applicants`)).status).toBe(403);
  });
});

describe("bulk decline", () => {
  it("when the team declines 500 applications in one call, then all are declined in one transaction, each applicant notified and mailed, and the actor recorded", async () => {
    const { manager, project } = await production(0);
    const artists = Array.from({ length: 500 }, () => buildUser({ userType: "artist" }));
    await t.db.insert(users).values(artists);
    const rows = await t.db
      .insert(applications)
      .values(artists.map((a) => ({ projectId: project.id, artistId: a.id!, coverLetter: "지원합니다." })))
      .returning({ id: applications.id });
    const ids = rows.map((r) => r.id);
    const mailsBefore = t.mailQueued;

    const started = performance.now();
    const res = await manager.agent
      .post(`/api/projects/${project.id}/applications/bulk-decline`)
      .send({ applicationIds: ids, reason: "이번 작품과는 방향이 달라 함께하기 어렵습니다." });
    const elapsed = performance.now() - started;
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ declined: 500, skippedIds: [] });
    // Reported, not asserted (no timing assertions): the budget is a second on PostgreSQL.
    console.info(`bulk decline of 500: ${Math.round(elapsed)} ms`);

    const declined = await t.db.select({ status: applications.status, reason: applications.reason }).from(applications).where(inArray(applications.id, ids));
    expect(declined.every((a) => a.status === "rejected" && a.reason === "이번 작품과는 방향이 달라 함께하기 어렵습니다.")).toBe(true);
    const artistIds = artists.map((a) => a.id!);
    const notes = await t.db.select().from(notifications).where(inArray(notifications.userId, artistIds));
    expect(notes).toHaveLength(500);
    expect(new Set(notes.map((n) => n.userId)).size).toBe(500);
    expect(notes[0]!.message).toContain("이번 작품과는 방향이 달라");
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.to,
          artists.map((a) => a.email!),
        ),
      );
    expect(mails).toHaveLength(500);
    expect(mails[0]!.text).toContain("수신 거부");
    expect(t.mailQueued).toBe(mailsBefore + 1);
    const actions = await t.db.select().from(applicationActions).where(inArray(applicationActions.applicationId, ids));
    expect(actions).toHaveLength(500);
    expect(actions.every((a) => a.actorId === manager.user.id && a.action === "declined")).toBe(true);

    // Again: nothing left pending, all skipped; 501 ids is a 400.
    const again = await manager.agent.post(`/api/projects/${project.id}/applications/bulk-decline`).send({ applicationIds: ids.slice(0, 3), reason: "다시" });
    expect(again.body).toEqual({ declined: 0, skippedIds: ids.slice(0, 3) });
    const tooMany = await manager.agent
      .post(`/api/projects/${project.id}/applications/bulk-decline`)
      .send({ applicationIds: [...ids, 999_999], reason: "많음" });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fieldErrors.applicationIds).toEqual(["한 번에 500건까지 처리할 수 있습니다"]);
  });

  it("when the ids include another project's application, then only this project's pending ones are declined", async () => {
    const { owner, project, applicants } = await production(2);
    const elsewhere = await production(1);
    const res = await owner.agent
      .post(`/api/projects/${project.id}/applications/bulk-decline`)
      .send({ applicationIds: [applicants[0]!.application.id, elsewhere.applicants[0]!.application.id], reason: "죄송합니다." });
    expect(res.body).toEqual({ declined: 1, skippedIds: [elsewhere.applicants[0]!.application.id] });
    const [untouched] = await t.db.select().from(applications).where(eq(applications.id, elsewhere.applicants[0]!.application.id));
    expect(untouched!.status).toBe("pending");
  });
});

describe("auditions", () => {
  it("when 20 invited applicants book a one-person slot at once, then exactly one gets 201 and the others 409 '마감된 시간입니다'", async () => {
    const { project, applicants } = await production(20);
    const slot = await insertSlot(t.db, { projectId: project.id, capacity: 1, startsAt: future("2030-06-01T01:00:00Z") });
    for (const a of applicants) await insertAuditionInvite(t.db, { applicationId: a.application.id, projectId: project.id });
    const answers = await Promise.all(applicants.map((a) => a.agent.post(`/api/audition-slots/${slot.id}/book`)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(answers.filter((r) => r.status === 409).every((r) => r.body.message === "마감된 시간입니다")).toBe(true);
    const live = await t.db
      .select()
      .from(auditionBookings)
      .where(and(eq(auditionBookings.slotId, slot.id), eq(auditionBookings.status, "booked")));
    expect(live).toHaveLength(1);
  });

  it("when an applicant books, asks to reschedule and cancels, then the team sees the request in the schedule and the slot frees up", async () => {
    const { owner, manager, project, applicants } = await production(2);
    const [a, b] = applicants;
    const slot = await insertSlot(t.db, { projectId: project.id, capacity: 1, startsAt: future("2030-06-02T01:00:00Z") });
    // Not invited yet: refused.
    expect((await a!.agent.post(`/api/audition-slots/${slot.id}/book`)).status).toBe(403);
    await owner.agent.post(`/api/applications/${a!.application.id}/audition-invite`).send({});
    await owner.agent.post(`/api/applications/${b!.application.id}/audition-invite`).send({ slotIds: [slot.id] });
    const mine = await a!.agent.get("/api/my-auditions");
    expect(mine.body).toEqual([
      expect.objectContaining({ applicationId: a!.application.id, booking: null, slots: [expect.objectContaining({ id: slot.id, booked: 0 })] }),
    ]);
    expect((await notificationsOf(a!.user.id)).map((n) => n.title)).toContain("오디션 초대");

    const booked = await a!.agent.post(`/api/audition-slots/${slot.id}/book`);
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ slotId: slot.id, applicationId: a!.application.id, status: "booked", slot: { booked: 1 } });
    expect((await a!.agent.post(`/api/audition-slots/${slot.id}/book`)).status).toBe(409);
    expect((await b!.agent.post(`/api/audition-slots/${slot.id}/book`)).status).toBe(409);

    const asked = await a!.agent.post(`/api/audition-bookings/${booked.body.id}/reschedule`).send({ message: "그날 공연이 잡혀 다른 날로 부탁드립니다." });
    expect(asked.status).toBe(200);
    expect(asked.body.rescheduleMessage).toBe("그날 공연이 잡혀 다른 날로 부탁드립니다.");
    expect((await notificationsOf(owner.user.id)).map((n) => n.title)).toContain("오디션 일정 변경 요청");
    expect((await b!.agent.post(`/api/audition-bookings/${booked.body.id}/reschedule`).send({ message: "남의 예약" })).status).toBe(403);
    expect((await a!.agent.post(`/api/audition-bookings/${booked.body.id}/reschedule`).send({ message: "" })).status).toBe(400);

    const schedule = await manager.agent.get(`/api/projects/${project.id}/audition-schedule`);
    expect(schedule.body).toEqual([
      expect.objectContaining({
        date: "2030-06-02",
        slots: [
          expect.objectContaining({
            id: slot.id,
            bookings: [expect.objectContaining({ id: booked.body.id, rescheduleMessage: "그날 공연이 잡혀 다른 날로 부탁드립니다." })],
          }),
        ],
      }),
    ]);

    const cancelled = await a!.agent.post(`/api/audition-bookings/${booked.body.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe("cancelled");
    expect((await a!.agent.post(`/api/audition-bookings/${booked.body.id}/cancel`)).status).toBe(409);
    // The slot is free again for the other invitee, whom the team marks attended.
    const second = await b!.agent.post(`/api/audition-slots/${slot.id}/book`);
    expect(second.status).toBe(201);
    const marked = await manager.agent.patch(`/api/audition-bookings/${second.body.id}/attendance`).send({ status: "attended" });
    expect(marked.status).toBe(200);
    expect(marked.body.status).toBe("attended");
    expect((await b!.agent.patch(`/api/audition-bookings/${second.body.id}/attendance`).send({ status: "attended" })).status).toBe(403);
    expect((await manager.agent.patch(`/api/audition-bookings/${booked.body.id}/attendance`).send({ status: "no_show" })).status).toBe(409);
  });

  it("when the team publishes a slot with wrong times or neither place nor address, then 400", async () => {
    const { owner, project } = await production(0);
    const res = await owner.agent
      .post(`/api/projects/${project.id}/audition-slots`)
      .send({ startsAt: "2030-05-01T02:00:00Z", endsAt: "2030-05-01T01:00:00Z", capacity: 0 });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({
      endsAt: ["종료 시각은 시작 시각보다 늦어야 합니다"],
      place: ["장소 또는 온라인 주소 중 하나를 입력해주세요"],
      capacity: ["정원은 1명부터 100명까지입니다"],
    });
  });

  it("when the day before the audition reaches 09:00 in Seoul, then the runner reminds the applicant once (notification and mail), not before", async () => {
    const { project, applicants } = await production(1);
    const [a] = applicants;
    // 14:00 Seoul on 2030-07-02.
    const slot = await insertSlot(t.db, { projectId: project.id, capacity: 1, startsAt: future("2030-07-02T05:00:00Z") });
    await insertAuditionInvite(t.db, { applicationId: a!.application.id, projectId: project.id });
    expect((await a!.agent.post(`/api/audition-slots/${slot.id}/book`)).status).toBe(201);

    let clock = new Date("2030-06-30T23:59:00Z"); // 08:59 Seoul on 07-01
    let kicked = 0;
    const runner = createJobRunner(t.db, { now: () => clock });
    runner.register(auditionReminderJob({ appUrl: TEST_CONFIG.appUrl, sessionSecret: TEST_CONFIG.sessionSecret, onMailQueued: () => (kicked += 1) }));
    const reminders = () => notificationsOf(a!.user.id).then((ns) => ns.filter((n) => n.title === "내일 오디션이 있습니다"));

    expect(await runner.runOnce(AUDITION_REMINDER_JOB)).toBe(true);
    expect(await reminders()).toHaveLength(0);
    clock = new Date("2030-07-01T00:00:00Z"); // 09:00 Seoul on 07-01
    await runner.runOnce(AUDITION_REMINDER_JOB);
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.message).toContain("2030년 7월 2일 (화) 14:00");
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, a!.user.email));
    expect(mails.filter((m) => m.subject.includes("내일"))).toHaveLength(1);
    expect(kicked).toBe(1);
    clock = new Date("2030-07-01T03:00:00Z");
    await runner.runOnce(AUDITION_REMINDER_JOB);
    expect(await reminders()).toHaveLength(1);
  });

  it("when the applicant or the team downloads the booking's calendar file, then it is text/calendar that parses back to the slot's time and place; others get 403", async () => {
    const { manager, project, applicants } = await production(1);
    const [a] = applicants;
    const slot = await insertSlot(t.db, {
      projectId: project.id,
      capacity: 2,
      startsAt: future("2030-08-03T01:30:00Z"),
      place: "서울 중구 정동 1-11 리허설룸",
    });
    await insertAuditionInvite(t.db, { applicationId: a!.application.id, projectId: project.id });
    const booked = await a!.agent.post(`/api/audition-slots/${slot.id}/book`);
    for (const who of [a!, manager]) {
      const res = await who.agent
        .get(`/api/audition-bookings/${booked.body.id}/calendar.ics`)
        .buffer(true)
        .parse((r, done) => {
          let text = "";
          r.setEncoding("utf8");
          r.on("data", (c: string) => (text += c));
          r.on("end", () => done(null, text));
        });
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/calendar/);
      const comp = new ICAL.Component(ICAL.parse(res.body as string));
      expect(comp.getFirstPropertyValue("x-wr-timezone")).toBe("Asia/Seoul");
      const event = new ICAL.Event(comp.getFirstSubcomponent("vevent")!);
      expect(event.startDate.toJSDate().toISOString()).toBe("2030-08-03T01:30:00.000Z");
      expect(event.endDate.toJSDate().toISOString()).toBe("2030-08-03T02:30:00.000Z");
      expect(event.location).toBe("서울 중구 정동 1-11 리허설룸");
      expect(event.summary).toContain("장편영화 <겨울>");
      expect(event.description).toContain("2030년 8월 3일 (토) 10:30 (한국 시간)");
    }
    const stranger = await signedIn(t, "artist");
    expect((await stranger.agent.get(`/api/audition-bookings/${booked.body.id}/calendar.ics`)).status).toBe(403);
    expect((await t.request.get(`/api/audition-bookings/${booked.body.id}/calendar.ics`)).status).toBe(401);
  });
});

describe("bulk message", () => {
  it("when the team messages 500 applicants in one call, then each gets the message in their thread, a notification and a mail, and the actor is recorded", async () => {
    const { manager, project } = await production(0);
    const artists = Array.from({ length: 500 }, () => buildUser({ userType: "artist" }));
    await t.db.insert(users).values(artists);
    const rows = await t.db
      .insert(applications)
      .values(artists.map((a) => ({ projectId: project.id, artistId: a.id!, coverLetter: "지원합니다." })))
      .returning({ id: applications.id });
    const ids = rows.map((r) => r.id);
    const mailsBefore = t.mailQueued;
    const body = "2차 오디션 대본을 첨부 링크에서 확인해주세요.";

    const started = performance.now();
    const res = await manager.agent.post(`/api/projects/${project.id}/applications/bulk-message`).send({ applicationIds: ids, body });
    const elapsed = performance.now() - started;
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ messaged: 500, skippedIds: [] });
    // Reported, not asserted (no timing assertions).
    console.info(`bulk message of 500: ${Math.round(elapsed)} ms`);

    const artistIds = artists.map((a) => a.id!);
    const sent = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, manager.user.id), inArray(messages.receiverId, artistIds)));
    expect(sent).toHaveLength(500);
    expect(sent.every((m) => m.content === body && m.projectId === project.id && m.messageType === "regular")).toBe(true);
    const notes = await t.db.select().from(notifications).where(inArray(notifications.userId, artistIds));
    expect(notes).toHaveLength(500);
    expect(notes.every((n) => n.type === "message" && n.relatedId === manager.user.id)).toBe(true);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.to,
          artists.map((a) => a.email!),
        ),
      );
    expect(mails).toHaveLength(500);
    expect(mails[0]!.subject).toBe("[아트링크] '장편영화 <겨울>' 제작팀의 메시지");
    expect(mails[0]!.text).toContain(body);
    expect(mails[0]!.text).toContain("수신 거부");
    expect(t.mailQueued).toBe(mailsBefore + 1);
    const actions = await t.db.select().from(applicationActions).where(inArray(applicationActions.applicationId, ids));
    expect(actions).toHaveLength(500);
    expect(actions.every((a) => a.actorId === manager.user.id && a.action === "message")).toBe(true);
  });

  it("when the selection holds a withdrawn application, another project's, a blocked or withdrawn account, then those are skipped; the applicant can answer a manager; opted-out applicants get no mail", async () => {
    const { owner, manager, project, applicants } = await production(4);
    const elsewhere = await production(1);
    const [a, b, c, d] = applicants;
    await t.db.update(applications).set({ status: "withdrawn" }).where(eq(applications.id, b!.application.id));
    await c!.agent.post(`/api/users/${manager.user.id}/block`).send({});
    await t.db.update(users).set({ isDeleted: true }).where(eq(users.id, d!.user.id));
    await a!.agent.put("/api/account/mail-preferences").send({ preferences: { application_result: false } });
    const ids = [a, b, c, d].map((x) => x!.application.id);
    const other = elsewhere.applicants[0]!.application.id;
    const res = await manager.agent
      .post(`/api/projects/${project.id}/applications/bulk-message`)
      .send({ applicationIds: [...ids, other, 999_999], body: "안녕하세요" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ messaged: 1, skippedIds: [b!.application.id, c!.application.id, d!.application.id, other, 999_999] });
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, a!.user.email))).toHaveLength(0);
    expect((await notificationsOf(a!.user.id)).map((n) => n.title)).toContain("새 메시지");
    // The applicant answers the manager in the thread (a manager of the project they applied to is a contact).
    const reply = await a!.agent.post("/api/messages").send({ receiverId: manager.user.id, content: "확인했습니다" });
    expect(reply.status).toBe(201);
    // The owner may too; the applicant may not; a stranger producer may not; a visitor is 401.
    expect(
      (await owner.agent.post(`/api/projects/${project.id}/applications/bulk-message`).send({ applicationIds: [a!.application.id], body: "다시" })).status,
    ).toBe(200);
    expect((await a!.agent.post(`/api/projects/${project.id}/applications/bulk-message`).send({ applicationIds: [a!.application.id], body: "x" })).status).toBe(
      403,
    );
    const stranger = await signedIn(t, "producer");
    expect(
      (await stranger.agent.post(`/api/projects/${project.id}/applications/bulk-message`).send({ applicationIds: [a!.application.id], body: "x" })).status,
    ).toBe(403);
    expect(
      (await t.request.post(`/api/projects/${project.id}/applications/bulk-message`).send({ applicationIds: [a!.application.id], body: "x" })).status,
    ).toBe(401);
    expect((await owner.agent.post(`/api/projects/999999/applications/bulk-message`).send({ applicationIds: [1], body: "x" })).status).toBe(404);
  });

  it("when the input is wrong, then 400 with the Korean message per field", async () => {
    const { owner, project } = await production(0);
    const url = `/api/projects/${project.id}/applications/bulk-message`;
    const empty = await owner.agent.post(url).send({ applicationIds: [], body: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toEqual({ applicationIds: ["지원서를 선택해주세요"], body: ["메시지 내용을 입력해주세요."] });
    const tooMany = await owner.agent.post(url).send({ applicationIds: Array.from({ length: 501 }, (_, i) => i + 1), body: "가".repeat(501) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fieldErrors).toEqual({ applicationIds: ["한 번에 500건까지 처리할 수 있습니다"], body: ["메시지는 500자 이하로 입력해주세요."] });
  });
});

describe("bulk invite", () => {
  it("when the team invites 500 applicants in one call, then each is invited, notified and mailed once; replaying the call invites no one twice", async () => {
    const { manager, project } = await production(0);
    const slot = await insertSlot(t.db, { projectId: project.id, capacity: 50, startsAt: future("2030-07-01T01:00:00Z") });
    const artists = Array.from({ length: 500 }, () => buildUser({ userType: "artist" }));
    await t.db.insert(users).values(artists);
    const rows = await t.db
      .insert(applications)
      .values(artists.map((a) => ({ projectId: project.id, artistId: a.id!, coverLetter: "지원합니다." })))
      .returning({ id: applications.id });
    const ids = rows.map((r) => r.id);
    const url = `/api/projects/${project.id}/applications/bulk-invite`;

    const started = performance.now();
    const res = await manager.agent.post(url).send({ applicationIds: ids, slotIds: [slot.id] });
    const elapsed = performance.now() - started;
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ invited: 500, skippedIds: [] });
    console.info(`bulk invite of 500: ${Math.round(elapsed)} ms`);

    const artistIds = artists.map((a) => a.id!);
    const invites = await t.db.select().from(auditionInvites).where(inArray(auditionInvites.applicationId, ids));
    expect(invites).toHaveLength(500);
    expect(invites.every((i) => i.invitedBy === manager.user.id && JSON.stringify(i.slotIds) === JSON.stringify([slot.id]))).toBe(true);
    const notes = await t.db.select().from(notifications).where(inArray(notifications.userId, artistIds));
    expect(notes).toHaveLength(500);
    expect(notes[0]!.message).toBe("'장편영화 <겨울>' 프로젝트 오디션에 초대되었습니다. 시간을 골라 예약해주세요.");
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.to,
          artists.map((a) => a.email!),
        ),
      );
    expect(mails).toHaveLength(500);
    expect(mails[0]!.subject).toBe("[아트링크] '장편영화 <겨울>' 프로젝트 오디션에 초대되었습니다");

    // The replay: nothing new (no second notification, mail or action).
    const again = await manager.agent.post(url).send({ applicationIds: ids, slotIds: [slot.id] });
    expect(again.body).toEqual({ invited: 0, skippedIds: ids });
    expect(await t.db.select().from(notifications).where(inArray(notifications.userId, artistIds))).toHaveLength(500);
    expect(
      await t.db
        .select()
        .from(mailOutbox)
        .where(
          inArray(
            mailOutbox.to,
            artists.map((a) => a.email!),
          ),
        ),
    ).toHaveLength(500);
    const actions = await t.db.select().from(applicationActions).where(inArray(applicationActions.applicationId, ids));
    expect(actions).toHaveLength(500);
    expect(actions.every((a) => a.actorId === manager.user.id && a.action === "audition_invite")).toBe(true);

    // An invited applicant sees the slot and books it.
    const [first] = ids;
    const who = artists[0]!;
    expect((await t.db.select().from(auditionInvites).where(eq(auditionInvites.applicationId, first!)))[0]!.projectId).toBe(project.id);
    expect(who.id).toBeTruthy();
  });

  it("when the selection holds declined, withdrawn and other projects' applications, then only invitable ones are invited; a role's name is in the notice; new slots re-invite (a callback)", async () => {
    const { owner, project, applicants } = await production(3);
    const elsewhere = await production(1);
    const [a, b, c] = applicants;
    await t.db.update(applications).set({ status: "rejected" }).where(eq(applications.id, b!.application.id));
    await t.db.update(applications).set({ status: "withdrawn" }).where(eq(applications.id, c!.application.id));
    const url = `/api/projects/${project.id}/applications/bulk-invite`;
    const other = elsewhere.applicants[0]!.application.id;
    const res = await owner.agent.post(url).send({ applicationIds: [a!.application.id, b!.application.id, c!.application.id, other] });
    expect(res.body).toEqual({ invited: 1, skippedIds: [b!.application.id, c!.application.id, other] });
    const mine = await a!.agent.get("/api/my-auditions");
    expect(mine.body).toEqual([expect.objectContaining({ applicationId: a!.application.id, project: { id: project.id, title: "장편영화 <겨울>" } })]);
    // Another project's slot: 400; a slot of this project: a callback, notified again.
    const foreign = await insertSlot(t.db, { projectId: elsewhere.project.id, capacity: 1, startsAt: future("2030-07-02T01:00:00Z") });
    const bad = await owner.agent.post(url).send({ applicationIds: [a!.application.id], slotIds: [foreign.id] });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ slotIds: ["이 프로젝트의 오디션 시간이 아닙니다."] });
    const callback = await insertSlot(t.db, { projectId: project.id, capacity: 1, startsAt: future("2030-07-03T01:00:00Z") });
    expect((await owner.agent.post(url).send({ applicationIds: [a!.application.id], slotIds: [callback.id] })).body).toEqual({ invited: 1, skippedIds: [] });
    expect((await notificationsOf(a!.user.id)).filter((n) => n.title === "오디션 초대")).toHaveLength(2);
    // Permissions and validation.
    expect((await a!.agent.post(url).send({ applicationIds: [a!.application.id] })).status).toBe(403);
    const stranger = await signedIn(t, "producer");
    expect((await stranger.agent.post(url).send({ applicationIds: [a!.application.id] })).status).toBe(403);
    expect((await t.request.post(url).send({ applicationIds: [a!.application.id] })).status).toBe(401);
    const invalid = await owner.agent.post(url).send({ applicationIds: ["x"], slotIds: [] });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors).toEqual({ "applicationIds.0": ["지원서를 선택해주세요"], slotIds: ["오디션 시간을 확인해주세요"] });
  });
});

describe("managers and drafts", () => {
  it("when a producer manages a draft project, then they may open it and its applicants; another producer and a visitor get 404", async () => {
    const owner = await signedIn(t, "producer");
    const manager = await signedIn(t, "producer");
    const project = await insertProject(t.db, { producerId: owner.user.id, status: "draft", title: "준비 중인 연극" });
    expect((await owner.agent.post(`/api/projects/${project.id}/team`).send({ userId: manager.user.id })).status).toBe(201);
    const seen = await manager.agent.get(`/api/projects/${project.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ id: project.id, status: "draft", title: "준비 중인 연극" });
    expect((await manager.agent.get(`/api/projects/${project.id}/applicants`)).status).toBe(200);
    // Seeing is not editing.
    expect((await manager.agent.patch(`/api/projects/${project.id}`).send({ title: "바꾼 제목입니다" })).status).toBe(403);
    const stranger = await signedIn(t, "producer");
    expect((await stranger.agent.get(`/api/projects/${project.id}`)).status).toBe(404);
    expect((await stranger.agent.get(`/api/projects/${project.id}/applicants`)).status).toBe(404);
    expect((await t.request.get(`/api/projects/${project.id}`)).status).toBe(404);
    // Removed from the team: the draft is gone for them again.
    expect((await owner.agent.delete(`/api/projects/${project.id}/team/${manager.user.id}`)).status).toBe(200);
    expect((await manager.agent.get(`/api/projects/${project.id}`)).status).toBe(404);
  });
});

describe("team candidates", () => {
  it("when the owner searches by name or exact e-mail, then producers not yet on the team come back (at most 10), not artists, withdrawn or suspended accounts", async () => {
    const { owner, manager, project } = await production(0);
    const tag = `후보${Date.now() % 100000}`;
    const fit = await insertUser(t.db, { userType: "producer", firstName: "민지", lastName: tag });
    await insertUser(t.db, { userType: "artist", firstName: "민지", lastName: tag });
    await insertUser(t.db, { userType: "producer", firstName: "탈퇴", lastName: tag, isDeleted: true });
    await insertUser(t.db, { userType: "producer", firstName: "정지", lastName: tag, suspendedUntil: new Date("2099-01-01T00:00:00Z") });
    await t.db.update(users).set({ lastName: tag }).where(eq(users.id, manager.user.id));
    const url = (q: string) => `/api/projects/${project.id}/team/candidates?q=${encodeURIComponent(q)}`;
    const byName = await owner.agent.get(url(tag));
    expect(byName.status).toBe(200);
    expect(byName.body).toEqual([{ id: fit.id, firstName: "민지", lastName: tag, profileImageUrl: null }]);
    expect((await owner.agent.get(url(fit.email.toUpperCase()))).body.map((c: { id: string }) => c.id)).toEqual([fit.id]);
    // Part of an address is not a match (no e-mail fishing).
    expect((await owner.agent.get(url(fit.email.slice(0, 6)))).body).toEqual([]);
    for (let i = 0; i < 11; i++) await insertUser(t.db, { userType: "producer", firstName: `${i}`, lastName: `${tag}다수` });
    expect((await owner.agent.get(url(`${tag}다수`))).body).toHaveLength(10);
    // The owner only; validation in Korean.
    expect((await manager.agent.get(url(tag))).status).toBe(403);
    expect((await (await signedIn(t, "producer")).agent.get(url(tag))).status).toBe(403);
    expect((await t.request.get(url(tag))).status).toBe(401);
    const blank = await owner.agent.get(`/api/projects/${project.id}/team/candidates?q=%20`);
    expect(blank.status).toBe(400);
    expect(blank.body.fieldErrors).toEqual({ q: ["제작자 이름이나 이메일을 입력해주세요"] });
  });
});
