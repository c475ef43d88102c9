import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { PAGE_SIZE } from "@shared/constants";
import { api } from "@/lib/api";
import { nextPeopleOffset } from "../lib/next-offset";
import { peopleApiQuery, type PeopleFilters } from "../lib/people-filters";

/** One page of GET /api/artists (16 per page). */
export function getArtists(filters: PeopleFilters, offset = 0, limit: number = PAGE_SIZE.people) {
  return api("GET /api/artists", { query: peopleApiQuery(filters, offset, limit) });
}

/** Prefix of every artist-directory key; profile edits invalidate it so cards stay current. */
export const artistListsKey = ["/api/artists"] as const;

export function artistsInfiniteQueryOptions(filters: PeopleFilters) {
  return infiniteQueryOptions({
    queryKey: [...artistListsKey, filters] as const,
    queryFn: ({ pageParam }) => getArtists(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextPeopleOffset,
  });
}

export function useArtists(filters: PeopleFilters) {
  return useInfiniteQuery({ ...artistsInfiniteQueryOptions(filters), placeholderData: keepPreviousData });
}
