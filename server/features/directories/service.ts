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
  const { rows, total, totalCapped, hasMore } = await repo.pageOfCards(db, type, q, CARD_PORTFOLIOS);
  const items = rows.map((r): PersonCard => {
    const card: PersonCard = {
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      profileImageUrl: r.profileImageUrl,
      bio: r.bio,
      location: r.location,
      website: r.website,
      yearsOfExperience: r.yearsOfExperience,
      userType: r.userType,
      gender: r.gender as PersonCard["gender"],
      heightCm: r.heightCm,
      playingAgeMin: r.playingAgeMin,
      playingAgeMax: r.playingAgeMax,
      averageRating: r.averageRating == null ? null : Math.round(Number(r.averageRating) * 10) / 10,
      totalReviews: Number(r.totalReviews),
      tags: r.tags ?? [],
      portfolios: (r.portfolios ?? []).map((p) => ({ title: p.title, imageUrl: p.imageUrl, thumbnailUrl: thumbnailUrl(p.imageUrl), featured: p.featured })),
    };
    if (type === "producer") card.completedProjects = Number(r.completedProjects ?? 0);
    return card;
  });
  return { items, total, totalCapped, hasMore };
}
