import { signedIn } from "../setup/signed-in";
import type { TestApp } from "../setup/test-app";
import { insertSignedContract } from "./contracts";
import { insertProject } from "./projects";

/**
 * The payments tests' starting point (issue 28): a producer and an artist, both signed in, a project and a
 * contract both signed, and its first payment milestone as the producer's payments view shows it.
 */
export async function signedContractWithMilestone(t: TestApp) {
  const producer = await signedIn(t, "producer", { firstName: "서연", lastName: "박" });
  const artist = await signedIn(t, "artist", { firstName: "지호", lastName: "이" });
  const project = await insertProject(t.db, { producerId: producer.user.id, title: "한강 야외 조각 전시", location: "서울" });
  const c = await insertSignedContract(t.db, { projectId: project.id, producerId: producer.user.id, artistId: artist.user.id });
  const view = await producer.agent.get(`/api/contracts/${c.id}/payments`);
  return { producer, artist, c, view, m: view.body.milestones[0] as { id: number; amount: number } };
}
