import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import { applications, invitations, projects, projectTeam, users } from "@shared/schema/index";
import type { DbOrTx } from "../../db/client";
import { blockedEitherWaySql } from "../trust/service";
import { rowsOf } from "../../db/paged-query";

export interface ProjectConnection {
  projectId: number;
  projectTitle: string;
  connectionType: "application" | "invitation";
  at: Date;
}

/**
 * Projects two users share: one owns the project (or is on its production team, issue 27) and the other
 * applied to it (any application that was not withdrawn), or one owns it and the other was invited to
 * it (any invitation that was not cancelled). Newest first.
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
  const viaTeam = (manager: string, artist: string) =>
    db
      .select({ projectId: projects.id, projectTitle: projects.title, at: applications.appliedAt })
      .from(applications)
      .innerJoin(projects, eq(projects.id, applications.projectId))
      .innerJoin(projectTeam, and(eq(projectTeam.projectId, projects.id), eq(projectTeam.userId, manager)))
      .where(and(eq(applications.artistId, artist), ne(applications.status, "withdrawn")));
  const [apps1, apps2, invs1, invs2, team1, team2] = await Promise.all([
    viaApplication(a, b),
    viaApplication(b, a),
    viaInvitation(a, b),
    viaInvitation(b, a),
    viaTeam(a, b),
    viaTeam(b, a),
  ]);
  const out: ProjectConnection[] = [
    ...[...apps1, ...apps2, ...team1, ...team2].map((r) => ({ ...r, connectionType: "application" as const })),
    ...[...invs1, ...invs2].map((r) => ({ ...r, connectionType: "invitation" as const })),
  ];
  return out.sort((x, y) => y.at.getTime() - x.at.getTime());
}

/** Whether the two share any project by the same rule as sharedProjects, as an SQL boolean (cheap: it stops at the first). */
function shareAnyProjectSql(a: string, b: string): SQL {
  // One branch per direction (not one OR): each then merges the artist's applications with the producer's
  // projects, both read from their indexes alone (migration 0031, decision 044): 13 buffers against 48.
  return sql`exists (
      select 1 from ${applications} ap join ${projects} p on p.id = ap.project_id
      where ap.status <> 'withdrawn' and p.producer_id = ${a} and ap.artist_id = ${b}
      union all
      select 1 from ${applications} ap join ${projects} p on p.id = ap.project_id
      where ap.status <> 'withdrawn' and p.producer_id = ${b} and ap.artist_id = ${a}
      union all
      select 1 from ${applications} ap join ${projectTeam} pt on pt.project_id = ap.project_id
      where ap.status <> 'withdrawn'
        and ((pt.user_id = ${a} and ap.artist_id = ${b}) or (pt.user_id = ${b} and ap.artist_id = ${a}))
      union all
      select 1 from ${invitations} i
      where i.status <> 'cancelled'
        and ((i.producer_id = ${a} and i.artist_id = ${b}) or (i.producer_id = ${b} and i.artist_id = ${a}))
    )`;
}

/**
 * The can-contact rule of connections/service (canContact) as one SQL boolean: two different accounts,
 * `otherId` not withdrawn, no block either way, a shared project. canContact asks it alone; a statement
 * that reads other columns too (the message send) may ask it in the same round trip. AND stops at the
 * first false, so the later subqueries run only when needed.
 */
export function canContactSql(viewerId: string, otherId: string): SQL {
  return sql`(${viewerId}::text <> ${otherId}::text
    and exists (select 1 from ${users} cu where cu.id = ${otherId} and not cu.is_deleted)
    and not ${blockedEitherWaySql(viewerId, otherId)}
    and ${shareAnyProjectSql(viewerId, otherId)})`;
}

/** canContactSql in a statement of its own. */
export async function contactAllowed(db: DbOrTx, viewerId: string, otherId: string): Promise<boolean> {
  const result = await db.execute(sql`select ${canContactSql(viewerId, otherId)} as ok`);
  return Boolean(rowsOf<{ ok: boolean }>(result)[0]?.ok);
}
