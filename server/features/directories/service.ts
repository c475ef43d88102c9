import type { PeoplePage, PersonCard } from "@shared/api-types";
import type { UserType } from "@shared/constants";
import { thumbnailUrl } from "@shared/uploads";
import type { PeopleListQuery } from "@shared/validators/profiles";
import type { Db } from "../../db/client";
import * as repo from "./repository";

/** Pictures a card shows at most. */
const CARD_PORTFOLIOS = 4;

/**
 * One page of the artist or producer directory: verified, not deleted accounts of `type` matching the
 * Korean token search (name, bio, specialty tags, location), the tag filter (any of them) and the
 * location. The total is counted up to SEARCH_COUNT_CAP, as the project search counts. Never throws
 * for a valid query.
 */
export async function list(db: Db, type: UserType, q: PeopleListQuery): Promise<PeoplePage> {
  const { ids, total, totalCapped, hasMore } = await repo.pageOfPeople(db, type, q);
  const [rows, tags, pictures, completed] = await Promise.all([
    repo.cardRowsOf(db, ids),
    repo.tagsOfUsers(db, ids),
    repo.portfolioImagesOf(db, ids),
    type === "producer" ? repo.completedProjectsOf(db, ids) : Promise.resolve(null),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items: PersonCard[] = ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const card: PersonCard = {
      ...r,
      totalReviews: Number(r.totalReviews),
      averageRating: r.averageRating == null ? null : Math.round(Number(r.averageRating) * 10) / 10,
      tags: tags.filter((t) => t.userId === id).map(({ id: tagId, name }) => ({ id: tagId, name })),
      portfolios: pictures
        .filter((p) => p.userId === id)
        .slice(0, CARD_PORTFOLIOS)
        .map((p) => ({ title: p.title, imageUrl: p.imageUrl, thumbnailUrl: thumbnailUrl(p.imageUrl), featured: p.featured })),
    };
    if (completed) card.completedProjects = completed.get(id) ?? 0;
    return [card];
  });
  return { items, total, totalCapped, hasMore };
}
