import type { PeoplePage } from "@shared/api-types";

/** The next page starts after the cards already loaded; none when the server says there is no more. */
export function nextPeopleOffset(last: PeoplePage, pages: PeoplePage[]): number | undefined {
  return last.hasMore && last.items.length > 0 ? pages.reduce((n, p) => n + p.items.length, 0) : undefined;
}
