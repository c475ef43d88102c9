import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { PAGE_SIZE } from "@shared/constants";
import { api } from "@/lib/api";
import { nextPeopleOffset } from "../lib/next-offset";
import { peopleApiQuery, type PeopleFilters } from "../lib/people-filters";

/** One page of GET /api/producers (16 per page). */
export function getProducers(filters: PeopleFilters, offset = 0, limit: number = PAGE_SIZE.people) {
  return api("GET /api/producers", { query: peopleApiQuery(filters, offset, limit) });
}

/** Prefix of every producer-directory key; profile edits invalidate it so cards stay current. */
export const producerListsKey = ["/api/producers"] as const;

export function producersInfiniteQueryOptions(filters: PeopleFilters) {
  const { search, tags, location, sortBy } = filters;
  return infiniteQueryOptions({
    queryKey: [...producerListsKey, { search, tags, location, sortBy }] as const,
    queryFn: ({ pageParam }) => getProducers(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextPeopleOffset,
  });
}

export function useProducers(filters: PeopleFilters) {
  return useInfiniteQuery({ ...producersInfiniteQueryOptions(filters), placeholderData: keepPreviousData });
}
