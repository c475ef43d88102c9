import { and, eq, ne, sql } from "drizzle-orm";
import { applications, invitations, projects } from "@shared/schema/index";
import type { DbOrTx } from "../../db/client";

export interface ProjectConnection {
  projectId: number;
  projectTitle: string;
  connectionType: "application" | "invitation";
  at: Date;
}

/**
 * Projects two users share: one owns the project and the other applied to it (any application that was
 * not withdrawn) or was invited to it (any invitation that was not cancelled). Newest first.
 */
export async function sharedProjects(db: DbOrTx, a: string, b: string): Promise<ProjectConnection[]> {
  const viaApplication = (producer: string, artist: string) =>
    db
      .select({ projectId: projects.id, projectTitle: projects.title, at: applications.appliedAt })
      .from(applications)
      .innerJoin(projects, eq(projects.id, applications.projectId))
      .where(and(eq(projects.producerId, producer), eq(applications.artistId, artist), ne(applications.status, "withdrawn")));
  const viaInvitation = (producer: string, artist: string) =>
    db
      .select({ projectId: projects.id, projectTitle: projects.title, at: invitations.createdAt })
      .from(invitations)
      .innerJoin(projects, eq(projects.id, invitations.projectId))
      .where(and(eq(invitations.producerId, producer), eq(invitations.artistId, artist), ne(invitations.status, "cancelled")));
  const [apps1, apps2, invs1, invs2] = await Promise.all([
    viaApplication(a, b),
    viaApplication(b, a),
    viaInvitation(a, b),
    viaInvitation(b, a),
  ]);
  const out: ProjectConnection[] = [
    ...[...apps1, ...apps2].map((r) => ({ ...r, connectionType: "application" as const })),
    ...[...invs1, ...invs2].map((r) => ({ ...r, connectionType: "invitation" as const })),
  ];
  return out.sort((x, y) => y.at.getTime() - x.at.getTime());
}

/** Cheap existence check of the same rule (one round trip). */
export async function shareAnyProject(db: DbOrTx, a: string, b: string): Promise<boolean> {
  const result = await db.execute<{ ok: boolean }>(sql`
    select exists (
      select 1 from ${applications} ap join ${projects} p on p.id = ap.project_id
      where ap.status <> 'withdrawn'
        and ((p.producer_id = ${a} and ap.artist_id = ${b}) or (p.producer_id = ${b} and ap.artist_id = ${a}))
      union all
      select 1 from ${invitations} i
      where i.status <> 'cancelled'
        and ((i.producer_id = ${a} and i.artist_id = ${b}) or (i.producer_id = ${b} and i.artist_id = ${a}))
    ) as ok`);
  const rows = (result as unknown as { rows: Array<{ ok: boolean }> }).rows;
  return Boolean(rows[0]?.ok);
}
