import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { parseBudget } from "@shared/budget";
import { applications, invitations, projects, projectTags, projectViewCounts, reviews, userTags } from "@shared/schema/index";
import { projectSearchTokens } from "@shared/search-tokens";
import type { DbOrTx } from "../../server/db/client";

type ProjectInsert = typeof projects.$inferInsert;
type ProjectOverrides = Partial<Omit<ProjectInsert, "producerId">>;

let seq = 0;

/** 'YYYY-MM-DD' `days` from today in Korea (negative for the past). */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** A published project open for applications (deadline before the start), without producer or tags. */
export function buildProject(overrides: ProjectOverrides & { producerId?: string } = {}): Omit<ProjectInsert, "producerId"> & { producerId?: string } {
  seq += 1;
  return {
    title: `테스트 전시 ${seq}`,
    description: "작가와 함께 만드는 전시 프로젝트입니다.",
    budget: "100~500만원",
    location: "서울",
    requirements: null,
    status: "published",
    startDate: dayFromToday(30),
    endDate: dayFromToday(60),
    deadline: dayFromToday(14),
    conditions: CONDITIONS,
    ...overrides,
  };
}

/** Conditions a published project needs (issue 26). */
export const CONDITIONS = {
  meals: "provided",
  transport: "allowance",
  accommodation: "not_needed",
  paymentTiming: "작업 종료 후 14일 이내",
  schedule: "주 2회 오후 리허설",
} as const;

/** Finds tags by name (ignoring case) or creates them, as the server does; returns ids in the order asked. */
export async function findOrCreateTags(db: DbOrTx, names: string[]): Promise<Array<{ id: number; name: string }>> {
  const out: Array<{ id: number; name: string }> = [];
  for (const name of names) {
    const [found] = await db
      .select({ id: userTags.id, name: userTags.name })
      .from(userTags)
      .where(eq(sql`lower(${userTags.name})`, name.toLowerCase()));
    if (found) {
      out.push(found);
      continue;
    }
    const [created] = await db
      .insert(userTags)
      .values({ name, slug: `t-${randomUUID().slice(0, 12)}`, usageCount: 0 })
      .returning({ id: userTags.id, name: userTags.name });
    out.push(created!);
  }
  return out;
}

/**
 * Inserts a project with the columns the server derives (search tokens, budget range) and its tags
 * (found or created, linked, usage counted).
 */
export async function insertProject(db: DbOrTx, input: ProjectOverrides & { producerId: string; tags?: string[]; viewCount?: number }) {
  const { tags: tagNames = [], viewCount, ...overrides } = input;
  const values = buildProject(overrides) as ProjectInsert;
  const tags = await findOrCreateTags(db, [...new Map(tagNames.map((t) => [t.trim().toLowerCase(), t.trim()])).values()]);
  const range = parseBudget(values.budget);
  const [row] = await db
    .insert(projects)
    .values({
      ...values,
      budgetMin: range.min,
      budgetMax: range.max,
      searchTokens: projectSearchTokens({
        title: values.title,
        description: values.description,
        tags: tags.map((t) => t.name),
        location: values.location,
      }),
    })
    .returning();
  if (viewCount) await db.insert(projectViewCounts).values({ projectId: row!.id, viewCount });
  if (tags.length) {
    await db.insert(projectTags).values(tags.map((t) => ({ projectId: row!.id, tagId: t.id })));
    await db
      .update(userTags)
      .set({ usageCount: sql`${userTags.usageCount} + 1` })
      .where(
        inArray(
          userTags.id,
          tags.map((t) => t.id),
        ),
      );
  }
  return { ...row!, tags };
}

/** A project's stored view count (decision 042): its row of project_view_counts, 0 without one. */
export async function storedViewCount(db: DbOrTx, projectId: number): Promise<number> {
  const [row] = await db.select({ n: projectViewCounts.viewCount }).from(projectViewCounts).where(eq(projectViewCounts.projectId, projectId));
  return row?.n ?? 0;
}

export async function insertApplication(
  db: DbOrTx,
  values: {
    projectId: number;
    artistId: string;
    status?: (typeof applications.$inferInsert)["status"];
    coverLetter?: string;
    roleId?: number | null;
    media?: (typeof applications.$inferInsert)["media"];
  },
) {
  const [row] = await db
    .insert(applications)
    .values({ coverLetter: "안녕하세요. 이 프로젝트에 꼭 참여하고 싶어 지원합니다. 설치미술 작업을 10년째 하고 있습니다.", status: "pending", ...values })
    .returning();
  return row!;
}

export async function insertInvitation(
  db: DbOrTx,
  values: { projectId: number; producerId: string; artistId: string; status?: (typeof invitations.$inferInsert)["status"] },
) {
  const [row] = await db
    .insert(invitations)
    .values({ message: "함께 작업하고 싶습니다.", status: "pending", ...values })
    .returning();
  return row!;
}

export async function insertReview(db: DbOrTx, values: { projectId: number; reviewerId: string; revieweeId: string; rating: number; comment?: string }) {
  const [row] = await db
    .insert(reviews)
    .values({ comment: "함께 일해서 즐거웠습니다.", ...values })
    .returning();
  return row!;
}

/** A body POST /api/projects accepts, as the wizard sends it (published unless `status` says otherwise). */
export const projectPayload = (overrides: Record<string, unknown> = {}) => ({
  title: "설치미술 그룹전 참여 작가 모집",
  description: "성수동 전시 공간에서 열리는 그룹전에 함께할 설치미술 작가를 찾습니다.",
  budget: "500~1000만원",
  location: "서울",
  requirements: "포트폴리오 필수",
  status: "published",
  startDate: dayFromToday(30),
  endDate: dayFromToday(60),
  deadline: dayFromToday(14),
  tags: ["설치미술", "조각"],
  conditions: CONDITIONS,
  ...overrides,
});

/** One lead role, and two other role lists its owner saves at once (two tabs): the concurrent-edit tests' set-up. */
export const LEAD_ROLE = { name: "주연", category: "배우", headcount: 1, fee: { kind: "fixed", amount: 500_000 } } as const;
export const RIVAL_ROLE_LISTS = [
  [{ name: "조연", category: "배우", headcount: 2, fee: { kind: "per_day", amount: 100_000 } }],
  [
    { name: "무용수", category: "무용", headcount: 4, fee: { kind: "unpaid" } },
    { name: "안무가", category: "무용", headcount: 1, fee: { kind: "fixed", amount: 2_000_000 } },
  ],
] as const;
