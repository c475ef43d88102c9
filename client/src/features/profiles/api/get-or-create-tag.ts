import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** POST /api/tags/get-or-create: the tag of that name, made when it does not exist yet. */
export function getOrCreateTag(name: string) {
  return api("POST /api/tags/get-or-create", { body: { name, categoryId: null } });
}

export function useGetOrCreateTag() {
  return useMutation({ mutationFn: getOrCreateTag });
}
