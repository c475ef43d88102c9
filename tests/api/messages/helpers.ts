import { eq } from "drizzle-orm";
import { messages, notifications } from "@shared/schema/index";
import { insertApplication, insertInvitation, insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { login, type TestApp } from "../../setup/test-app";

export type Connection = "application" | "invitation" | "none";

/** A producer and an artist, both signed in, connected through `via` on a project of the producer. */
export async function pair(t: TestApp, via: Connection = "application") {
  const producer = await insertUser(t.db, { userType: "producer", firstName: "서연", lastName: "박" });
  const artist = await insertUser(t.db, { userType: "artist", firstName: "도윤", lastName: "이" });
  const project = await insertProject(t.db, { producerId: producer.id, title: "한남 설치미술 전시" });
  if (via === "application") await insertApplication(t.db, { projectId: project.id, artistId: artist.id });
  if (via === "invitation") await insertInvitation(t.db, { projectId: project.id, producerId: producer.id, artistId: artist.id });
  const producerAgent = t.agent();
  await login(producerAgent, producer.email);
  const artistAgent = t.agent();
  await login(artistAgent, artist.email);
  return { producer, artist, project, producerAgent, artistAgent };
}

export async function insertMessage(t: TestApp, values: typeof messages.$inferInsert) {
  const [row] = await t.db.insert(messages).values(values).returning();
  return row!;
}

export const messagesBetween = async (t: TestApp, a: string, b: string) =>
  (await t.db.select().from(messages)).filter((m) => (m.senderId === a && m.receiverId === b) || (m.senderId === b && m.receiverId === a));

export const notificationsOf = (t: TestApp, userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));
