import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** Tags that producers carry, most used first (the /producers chips). */
export function getProducerTags() {
  return api("GET /api/tags/producers");
}

export function producerTagsQueryOptions() {
  return queryOptions({ queryKey: ["/api/tags/producers"] as const, queryFn: getProducerTags, staleTime: 5 * 60_000 });
}

export function useProducerTags() {
  return useQuery(producerTagsQueryOptions());
}
