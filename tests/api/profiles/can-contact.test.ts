import { describe, expect, it } from "vitest";
import { userBlocks } from "@shared/schema/index";
import { insertApplication, insertInvitation, insertProject } from "../../factories/projects";
import { insertPerson } from "../../factories/profiles";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();

const ask = (agent: ReturnType<typeof t.agent>, id: string) => agent.get(`/api/users/${id}/can-contact`);

describe("GET /api/users/{id}/can-contact", () => {
  it("when an artist applied to the producer's project, then both may contact each other", async () => {
    const { user: producer, agent: producerAgent } = await signedIn(t, "producer");
    const { user: artist, agent: artistAgent } = await signedIn(t, "artist");
    const project = await insertProject(t.db, { producerId: producer.id });
    await insertApplication(t.db, { projectId: project.id, artistId: artist.id });

    expect((await ask(artistAgent, producer.id)).body).toEqual({ canContact: true });
    expect((await ask(producerAgent, artist.id)).body).toEqual({ canContact: true });
  });

  it("when the producer invited the artist, then both may contact each other", async () => {
    const { user: producer, agent: producerAgent } = await signedIn(t, "producer");
    const { user: artist, agent: artistAgent } = await signedIn(t, "artist");
    const project = await insertProject(t.db, { producerId: producer.id });
    await insertInvitation(t.db, { projectId: project.id, producerId: producer.id, artistId: artist.id });

    expect((await ask(producerAgent, artist.id)).body).toEqual({ canContact: true });
    expect((await ask(artistAgent, producer.id)).body).toEqual({ canContact: true });
  });

  it("when they share nothing, or only a withdrawn application or a cancelled invitation, then false", async () => {
    const { user: producer } = await signedIn(t, "producer");
    const { user: artist, agent } = await signedIn(t, "artist");
    expect((await ask(agent, producer.id)).body).toEqual({ canContact: false });

    const project = await insertProject(t.db, { producerId: producer.id });
    await insertApplication(t.db, { projectId: project.id, artistId: artist.id, status: "withdrawn" });
    await insertInvitation(t.db, { projectId: project.id, producerId: producer.id, artistId: artist.id, status: "cancelled" });
    expect((await ask(agent, producer.id)).body).toEqual({ canContact: false });
  });

  it("when another artist applied to the same project, then the two artists still may not contact each other", async () => {
    const { user: producer } = await signedIn(t, "producer");
    const { user: a, agent } = await signedIn(t, "artist");
    const b = await insertPerson(t.db, { userType: "artist" });
    const project = await insertProject(t.db, { producerId: producer.id });
    await insertApplication(t.db, { projectId: project.id, artistId: a.id });
    await insertApplication(t.db, { projectId: project.id, artistId: b.id });
    expect((await ask(agent, b.id)).body).toEqual({ canContact: false });
  });

  it("when one of them blocked the other, then false even with a shared project", async () => {
    const { user: producer } = await signedIn(t, "producer");
    const { user: artist, agent } = await signedIn(t, "artist");
    const project = await insertProject(t.db, { producerId: producer.id });
    await insertApplication(t.db, { projectId: project.id, artistId: artist.id });
    await t.db.insert(userBlocks).values({ blockerId: producer.id, blockedId: artist.id });
    expect((await ask(agent, producer.id)).body).toEqual({ canContact: false });
  });

  it("when a guest asks, or a member asks about themselves, then false", async () => {
    const { user, agent } = await signedIn(t, "artist");
    expect((await t.request.get(`/api/users/${user.id}/can-contact`)).body).toEqual({ canContact: false });
    expect((await ask(agent, user.id)).body).toEqual({ canContact: false });
  });
});
