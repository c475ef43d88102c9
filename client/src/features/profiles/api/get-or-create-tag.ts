import { useMutation } from "@tanstack/react-query";
import type { Tag } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";

/** POST /api/tags/get-or-create: the tag of that name, made when it does not exist yet. */
export function getOrCreateTag(name: string): Promise<Tag> {
  return apiJson<Tag>("POST", "/api/tags/get-or-create", { name, categoryId: null });
}

export function useGetOrCreateTag() {
  return useMutation({ mutationFn: getOrCreateTag });
}
