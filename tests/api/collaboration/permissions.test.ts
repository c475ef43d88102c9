import { describe, expect, it } from "vitest";
import { insertApplication, insertInvitation, insertProject } from "../../factories/projects";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();

type Agent = ReturnType<typeof t.agent>;
type Role = "guest" | "unrelatedArtist" | "unrelatedProducer" | "rightParty";

/**
 * One shared world: an owner with a published (and a completed) project, an invited artist, an
 * applicant; strangers of each role. Each row says how to call the endpoint, who the right party is,
 * and what every other role must get. "Success" for lists means seeing the row, not merely 200.
 */
const owner = await signedIn(t, "producer");
const invited = await signedIn(t, "artist");
const applicant = await signedIn(t, "artist");
const strangerArtist = await signedIn(t, "artist");
const strangerProducer = await signedIn(t, "producer");
const project = await insertProject(t.db, { producerId: owner.user.id });
const completed = await insertProject(t.db, { producerId: owner.user.id, status: "completed" });
const application = await insertApplication(t.db, { projectId: project.id, artistId: applicant.user.id });

interface Row {
  name: string;
  rightParty: () => { agent: Agent };
  /** A fresh target per call, so a success by one role never changes what the next one meets. */
  call: (agent: Agent) => Promise<{ status: number; body: unknown }>;
  ok: (res: { status: number; body: unknown }) => boolean;
  others: Partial<Record<Role, number | ((res: { status: number; body: unknown }) => boolean)>>;
}

const pending = () => insertInvitation(t.db, { projectId: project.id, producerId: owner.user.id, artistId: invited.user.id });
const withoutInvitation = async () => {
  const { invitations } = await import("@shared/schema/index");
  const { eq } = await import("drizzle-orm");
  await t.db.delete(invitations).where(eq(invitations.projectId, project.id));
};
const hasId = (id: number) => (res: { body: unknown }) => Array.isArray(res.body) && res.body.some((r: { id: number }) => r.id === id);
const lacks = (id: number) => (res: { status: number; body: unknown }) => res.status === 200 && !hasId(id)(res);

let listInvitation = 0;
const rows: Row[] = [
  {
    name: "POST /api/invitations",
    rightParty: () => owner,
    call: async (a) => {
      await withoutInvitation();
      return a.post("/api/invitations").send({ projectId: project.id, artistId: invited.user.id });
    },
    ok: (r) => r.status === 201,
    others: { guest: 401, unrelatedArtist: 403, unrelatedProducer: 403 },
  },
  {
    name: "PATCH /api/invitations/{id}/cancel",
    rightParty: () => owner,
    call: async (a) => {
      await withoutInvitation();
      return a.patch(`/api/invitations/${(await pending()).id}/cancel`).send({ reason: "일정이 바뀌었습니다" });
    },
    ok: (r) => r.status === 200,
    others: { guest: 401, unrelatedArtist: 403, unrelatedProducer: 403 },
  },
  ...(["respond", ""] as const).map<Row>((suffix) => ({
    name: `PATCH /api/invitations/{id}${suffix ? `/${suffix}` : ""}`,
    rightParty: () => invited,
    call: async (a) => {
      await withoutInvitation();
      return a.patch(`/api/invitations/${(await pending()).id}${suffix ? `/${suffix}` : ""}`).send({ status: "accepted" });
    },
    ok: (r) => r.status === 200,
    others: { guest: 401, unrelatedArtist: 403, unrelatedProducer: 403 },
  })),
  {
    name: "GET /api/invitations/received",
    rightParty: () => invited,
    call: (a) => a.get("/api/invitations/received"),
    ok: (r) => hasId(listInvitation)(r),
    others: { guest: 401, unrelatedArtist: lacks(-1), unrelatedProducer: 403 },
  },
  {
    name: "GET /api/invitations/sent",
    rightParty: () => owner,
    call: (a) => a.get("/api/invitations/sent"),
    ok: (r) => hasId(listInvitation)(r),
    others: { guest: 401, unrelatedArtist: 403, unrelatedProducer: lacks(-1) },
  },
  {
    name: "GET /api/invitations/artist-history/{artistId}",
    rightParty: () => owner,
    call: (a) => a.get(`/api/invitations/artist-history/${invited.user.id}`),
    ok: (r) => r.status === 200 && (r.body as { invitedProjectIds: number[] }).invitedProjectIds.includes(project.id),
    others: {
      guest: 401,
      unrelatedArtist: 403,
      unrelatedProducer: (r) => r.status === 200 && (r.body as { invitedProjectIds: number[] }).invitedProjectIds.length === 0,
    },
  },
  {
    name: "GET /api/invitations/check/{artistId}",
    rightParty: () => owner,
    call: (a) => a.get(`/api/invitations/check/${invited.user.id}`),
    ok: (r) => r.status === 200 && (r.body as { projects: Array<{ id: number }> }).projects.some((p) => p.id === project.id),
    others: { guest: 401, unrelatedArtist: 403, unrelatedProducer: (r) => r.status === 200 && (r.body as { projects: unknown[] }).projects.length === 0 },
  },
  {
    name: "GET /api/my-applications",
    rightParty: () => owner,
    call: (a) => a.get("/api/my-applications"),
    ok: hasId(application.id),
    others: { guest: 401, unrelatedArtist: 403, unrelatedProducer: lacks(application.id) },
  },
  {
    name: "GET /api/applications/my",
    rightParty: () => applicant,
    call: (a) => a.get("/api/applications/my"),
    ok: hasId(application.id),
    others: { guest: 401, unrelatedArtist: lacks(application.id), unrelatedProducer: 403 },
  },
  {
    name: "GET /api/projects/{id}/reviews-completed",
    rightParty: () => owner,
    call: (a) => a.get(`/api/projects/${completed.id}/reviews-completed`),
    ok: (r) => r.status === 200,
    others: { guest: 401, unrelatedArtist: 403, unrelatedProducer: 403 },
  },
  {
    name: "GET /api/dashboard/stats (own figures only)",
    rightParty: () => owner,
    call: (a) => a.get("/api/dashboard/stats"),
    ok: (r) => r.status === 200 && (r.body as { totalProjects: number }).totalProjects === 2,
    others: {
      guest: 401,
      unrelatedArtist: (r) => r.status === 200 && (r.body as { userType: string }).userType === "artist",
      unrelatedProducer: (r) => r.status === 200 && (r.body as { totalProjects: number }).totalProjects === 0,
    },
  },
  {
    name: "GET /api/account/mail-preferences",
    rightParty: () => invited,
    call: (a) => a.get("/api/account/mail-preferences"),
    ok: (r) => r.status === 200,
    others: { guest: 401 },
  },
];

const agentOf = (role: Role, row: Row): Agent =>
  role === "guest"
    ? t.agent()
    : role === "unrelatedArtist"
      ? strangerArtist.agent
      : role === "unrelatedProducer"
        ? strangerProducer.agent
        : row.rightParty().agent;

describe("permission table of the collaboration endpoints", () => {
  for (const row of rows) {
    it(`${row.name}: only the right party succeeds`, async () => {
      // A list row the right party must see (for the received / sent lists).
      await withoutInvitation();
      listInvitation = (await pending()).id;
      for (const [role, expected] of Object.entries(row.others) as Array<[Role, number | ((r: { status: number; body: unknown }) => boolean)]>) {
        const res = await row.call(agentOf(role, row));
        if (typeof expected === "number") expect(res.status, `${role} on ${row.name}`).toBe(expected);
        else expect(expected(res), `${role} on ${row.name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`).toBe(true);
        expect(row.ok(res), `${role} must not succeed on ${row.name}`).toBe(false);
      }
      // The list rows need their invitation back after the mutating calls above.
      if (row.name.includes("received") || row.name.includes("sent")) {
        await withoutInvitation();
        listInvitation = (await pending()).id;
      }
      const res = await row.call(row.rightParty().agent);
      expect(row.ok(res), `right party on ${row.name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`).toBe(true);
    });
  }

  it("GET /api/events: a guest gets 401", async () => {
    expect((await t.request.get("/api/events")).status).toBe(401);
  });

  it("GET /api/users/{id}/reviews is public, and 404 for an unknown user", async () => {
    expect((await t.request.get(`/api/users/${owner.user.id}/reviews`)).status).toBe(200);
    expect((await t.request.get("/api/users/nobody/reviews")).status).toBe(404);
  });
});
