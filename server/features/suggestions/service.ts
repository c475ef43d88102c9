import type { SuggestedArtist } from "@shared/api-types";
import { SUGGESTIONS_LIMIT } from "@shared/constants";
import { filterTokens, tagToken } from "@shared/search-tokens";
import { projectMsg } from "@shared/validators/projects";
import type { Db } from "../../db/client";
import type { SessionUser } from "../../http/auth";
import { ForbiddenError } from "../../http/errors";
import { peopleByIds } from "../people/service";
import { findProject, tagsOf, visibleOr404 } from "../projects/service";
import * as repo from "./repository";

export const suggestionMessages = {
  notFound: projectMsg.notFound,
  notOwner: "프로젝트를 등록한 제작자만 볼 수 있습니다.",
} as const;

/**
 * Artists suggested to a project's producer for inviting (the invite flow of the project page; decision
 * 023): ranked by the project's tags and location shared with the artists' specialty tags and region,
 * by the same markers the directory filter uses (filterTokens). Each comes with why.
 * @throws NotFoundError (unknown, or another producer's draft), ForbiddenError (not the project's producer).
 */
export async function suggestedArtists(db: Db, user: SessionUser, projectId: number): Promise<SuggestedArtist[]> {
  const project = visibleOr404(await findProject(db, projectId), user.id);
  if (project.producerId !== user.id) throw new ForbiddenError(suggestionMessages.notOwner);
  const tags = (await tagsOf(db, [projectId])).get(projectId) ?? [];
  // The directory's filter for "these tags, this region": tag markers (anyOf) and the location marker.
  const { required, anyOf } = filterTokens({ tags: tags.map((t) => t.name), location: project.location });
  const rows = await repo.suggestedArtists(db, { projectId, producerId: user.id, markers: [...anyOf, ...required], limit: SUGGESTIONS_LIMIT });
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const people = await peopleByIds(db, ids);
  const details = await repo.regionAndBio(db, ids);
  return rows.map((r) => {
    const person = people.get(r.id)!;
    const detail = details.get(r.id);
    const shared = new Set(r.shared);
    return {
      id: r.id,
      firstName: person.firstName,
      lastName: person.lastName,
      profileImageUrl: person.profileImageUrl,
      location: detail?.location ?? null,
      bio: detail?.bio && detail.bio.trim() !== "나중에 작성 예정" ? detail.bio : null,
      specialties: person.specialties,
      matchedTags: tags.filter((t) => shared.has(tagToken(t.name))).map((t) => t.name),
      sameLocation: required.some((m) => shared.has(m)),
      score: r.score,
    };
  });
}
