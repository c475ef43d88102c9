import { describe, expect, it } from "vitest";
import { postListQuerySchema } from "@shared/validators/community";
import { peopleListQuerySchema } from "@shared/validators/profiles";
import { projectListQuerySchema, type ProjectListQuery } from "@shared/validators/projects";
import { communityFilters } from "@/features/community/lib/community-filters";
import { peopleFilters } from "@/features/directories/lib/people-filters";
import { projectFilters } from "@/features/projects/lib/project-filters";
import { defineUrlFilters, searchField, toggleTag, type UrlFilterFields } from "@/lib/url-filters";

/** The query object Express hands the route: a repeated parameter becomes an array. */
function expressQuery(query: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const prev = out[key];
    out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

// Addresses a visitor can reach (typed, shared, saved); each is valid for the list endpoint.
const PROJECT_ADDRESSES = [
  "",
  "search=%20%EB%AC%B4%EC%9A%A9%20&sortBy=deadline",
  "tags=%ED%9A%8C%ED%99%94,%20%EC%A1%B0%EA%B0%81%20,&location=%EC%84%9C%EC%9A%B8",
  "tags=a&tags=b&producer=%20u_1%20&sortBy=budget",
  "search=%ED%95%9C%0A%EC%A7%80",
  "includeClosed=true&sortBy=deadline",
  "includeClosed=false",
  "paidRoles=true&roleCategory=%20%EB%B0%B0%EC%9A%B0%20",
  "paidRoles=false&roleCategory=",
];
const POST_ADDRESSES = [
  "",
  "postType=question&sortBy=popular",
  "postType=all&search=%EC%98%A4%EB%94%94%EC%85%98&tags=x,y",
  "following=true",
  "following=false&postType=work",
];
const PEOPLE_ADDRESSES = [
  "",
  "search=%EB%8F%84%EC%9C%A4&tags=%EC%84%A4%EC%B9%98%EB%AF%B8%EC%88%A0&sortBy=experience",
  "location=%20%EC%84%9C%EC%9A%B8%20&sortBy=name",
  "tags=a,b&tags=c",
  "gender=female&heightMin=160&heightMax=175&ageMin=20&ageMax=29",
  "gender=&heightMin=&ageMin=07",
];

describe("the list pages' address filters read an address as their endpoint's query schema does", () => {
  it.each(PROJECT_ADDRESSES)("when /projects?%s is read, then every field is the schema's value", (query) => {
    const q = projectListQuerySchema.parse(expressQuery(query));
    expect(projectFilters.parse(query)).toEqual({
      search: q.search,
      tags: q.tags,
      location: q.location ?? "",
      producer: q.producer ?? "",
      sortBy: q.sortBy ?? "newest",
      includeClosed: q.includeClosed,
      paidRoles: q.paidRoles ?? false,
      roleCategory: q.roleCategory ?? "",
    });
  });

  it.each(POST_ADDRESSES)("when /community?%s is read, then every field is the schema's value", (query) => {
    const q = postListQuerySchema.parse(expressQuery(query));
    expect(communityFilters.parse(query)).toEqual({ postType: q.postType ?? "all", sortBy: q.sortBy, search: q.search, tags: q.tags, following: q.following });
  });

  it.each(PEOPLE_ADDRESSES)("when /artists?%s is read, then every field is the schema's value", (query) => {
    const q = peopleListQuerySchema.parse(expressQuery(query));
    expect(peopleFilters.artist.parse(query)).toEqual({
      search: q.search,
      tags: q.tags,
      location: q.location ?? "",
      sortBy: q.sortBy,
      gender: q.gender ?? "",
      heightMin: q.heightMin == null ? "" : String(q.heightMin),
      heightMax: q.heightMax == null ? "" : String(q.heightMax),
      ageMin: q.ageMin == null ? "" : String(q.ageMin),
      ageMax: q.ageMax == null ? "" : String(q.ageMax),
    });
  });

  it("when an address holds what the server would refuse, then the page reads the nearest list instead of failing", () => {
    expect(projectListQuerySchema.safeParse(expressQuery("sortBy=oldest&tags=a,b,c,d,e,f")).success).toBe(false);
    expect(projectFilters.parse("sortBy=oldest&tags=a,b,c,d,e,f")).toMatchObject({ sortBy: "newest", tags: ["a", "b", "c", "d", "e"] });
    // Each directory offers only its own sorts.
    expect(peopleFilters.artist.parse("sortBy=rating").sortBy).toBe("newest");
    expect(peopleFilters.producer.parse("sortBy=rating").sortBy).toBe("rating");
    expect(peopleFilters.producer.parse("sortBy=verified").sortBy).toBe("newest");
    // Performer filters (issue 31): out of range or not a whole number reads as not set.
    expect(peopleListQuerySchema.safeParse(expressQuery("heightMin=30&ageMax=1.5&gender=x")).success).toBe(false);
    expect(peopleFilters.artist.parse("heightMin=30&ageMax=1.5&gender=x")).toMatchObject({ heightMin: "", ageMax: "", gender: "" });
  });
});

describe("the address written for a list's filters", () => {
  it("when filters are written, then they keep the page's order, tags as one comma list, and leave defaults out", () => {
    expect(
      projectFilters.href({
        search: "무용",
        tags: ["회화", "조각"],
        location: "서울",
        producer: "",
        sortBy: "deadline",
        includeClosed: false,
        paidRoles: false,
        roleCategory: "",
      }),
    ).toBe("/projects?search=%EB%AC%B4%EC%9A%A9&tags=%ED%9A%8C%ED%99%94%2C%EC%A1%B0%EA%B0%81&location=%EC%84%9C%EC%9A%B8&sortBy=deadline");
    expect(projectFilters.href(projectFilters.empty)).toBe("/projects");
    expect(communityFilters.serialize({ postType: "question", sortBy: "popular", search: "", tags: ["x"], following: true })).toBe(
      "postType=question&sortBy=popular&tags=x&following=true",
    );
    expect(peopleFilters.producer.href({ ...peopleFilters.producer.empty, location: "부산", sortBy: "rating" })).toBe(
      "/producers?location=%EB%B6%80%EC%82%B0&sortBy=rating",
    );
  });

  it("when an address is read back from what was written, then the same filters come out", () => {
    for (const query of PROJECT_ADDRESSES) {
      const f = projectFilters.parse(query);
      expect(projectFilters.parse(projectFilters.serialize(f))).toEqual(f);
    }
    for (const query of POST_ADDRESSES) {
      const f = communityFilters.parse(query);
      expect(communityFilters.parse(communityFilters.serialize(f))).toEqual(f);
    }
  });

  it("when the filters are cleared, then the order is kept and the list is no longer filtered", () => {
    const f = projectFilters.parse("search=a&tags=b&location=c&producer=d&sortBy=budget");
    expect(projectFilters.isFiltered(f)).toBe(true);
    const cleared = projectFilters.apply(f, projectFilters.cleared);
    expect(cleared).toEqual({ ...projectFilters.empty, sortBy: "budget" });
    expect(projectFilters.isFiltered(cleared)).toBe(false);
    expect(communityFilters.isFiltered(communityFilters.parse("sortBy=popular"))).toBe(false);
    expect(communityFilters.isFiltered(communityFilters.parse("following=true"))).toBe(true);
  });

  it("when tags are set or toggled, then they are trimmed, kept once (any case) and cut to five", () => {
    expect(projectFilters.apply(projectFilters.empty, { tags: [" a ", "A", "", "b", "c", "d", "e", "f"] }).tags).toEqual(["a", "b", "c", "d", "e"]);
    expect(toggleTag(["Dance", "회화"], "dance")).toEqual(["회화"]);
    expect(toggleTag(["회화"], "Dance")).toEqual(["회화", "Dance"]);
  });

  it("when a page declares a field its endpoint does not take, then it does not compile", () => {
    const fields = {
      search: searchField(),
      // @ts-expect-error `query` is not a parameter of GET /api/projects
      query: searchField(),
    } satisfies UrlFilterFields<ProjectListQuery>;
    expect(defineUrlFilters("/x", fields).parse("query=a")).toEqual({ search: "", query: "a" });
  });
});
