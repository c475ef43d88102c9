import { sql } from "drizzle-orm";
import { awards, education, experiences, portfolios, users, userTagLinks, userTags } from "@shared/schema/index";
import { userSearchTokens } from "@shared/search-tokens";
import type { DbOrTx } from "../../server/db/client";
import { findOrCreateTags } from "./projects";
import { insertUser } from "./users";

type UserOverrides = Partial<typeof users.$inferInsert>;

/**
 * A user with specialty tags (found or created, linked, usage counted) and the search tokens the
 * server would store, so directories find them.
 */
export async function insertPerson(db: DbOrTx, input: UserOverrides & { tags?: string[] } = {}) {
  const { tags: tagNames = [], ...overrides } = input;
  const user = await insertUser(db, overrides);
  const tags = await findOrCreateTags(db, tagNames);
  if (tags.length) {
    await db.insert(userTagLinks).values(tags.map((t) => ({ userId: user.id, tagId: t.id })));
    await db
      .update(userTags)
      .set({ usageCount: sql`${userTags.usageCount} + 1` })
      .where(
        sql`${userTags.id} in (${sql.join(
          tags.map((t) => sql`${t.id}`),
          sql`, `,
        )})`,
      );
  }
  const searchTokens = userSearchTokens({ ...user, tags: tags.map((t) => t.name) });
  await db
    .update(users)
    .set({ searchTokens })
    .where(sql`${users.id} = ${user.id}`);
  return { ...user, searchTokens, tags };
}

export async function insertPortfolio(db: DbOrTx, values: Partial<typeof portfolios.$inferInsert> & { userId: string }) {
  const [row] = await db
    .insert(portfolios)
    .values({ title: "작품", ...values })
    .returning();
  return row!;
}

export async function insertExperience(db: DbOrTx, values: Partial<typeof experiences.$inferInsert> & { userId: string }) {
  const [row] = await db
    .insert(experiences)
    .values({ title: "개인전", startDate: "2020-03-01", ...values })
    .returning();
  return row!;
}

export async function insertAward(db: DbOrTx, values: Partial<typeof awards.$inferInsert> & { userId: string }) {
  const [row] = await db
    .insert(awards)
    .values({ title: "신진작가상", year: 2021, ...values })
    .returning();
  return row!;
}

export async function insertEducation(db: DbOrTx, values: Partial<typeof education.$inferInsert> & { userId: string }) {
  const [row] = await db
    .insert(education)
    .values({ institution: "한국예술종합학교", ...values })
    .returning();
  return row!;
}
