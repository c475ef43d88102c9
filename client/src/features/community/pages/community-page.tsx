import { useCallback, useMemo, useState } from "react";
import { MessagesSquare, SearchX } from "lucide-react";
import type { CommunityPost } from "@shared/api-types";
import { FILTER_TAGS_MAX } from "@shared/constants";
import { toast } from "sonner";
import { FilterSearchInput } from "@/components/filters/filter-search-input";
import { InfiniteList, ListCount } from "@/components/lists/infinite-list";
import { useAuth } from "@/features/auth/exports";
import { usePageTitle } from "@/lib/page-title";
import { toggleTag as toggled } from "@/lib/url-filters";
import { useUrlFilters } from "@/lib/use-url-filters";
import { useCommunityPopularTags } from "../api/get-community-popular-tags";
import { usePosts } from "../api/get-posts";
import { FeaturedArtistsCard } from "../components/featured-artists-card";
import { FeedFilters } from "../components/feed-filters";
import { PopularTagsCard } from "../components/popular-tags-card";
import { PostCard, PostCardSkeleton } from "../components/post-card";
import { PostComposer } from "../components/post-composer";
import { PostDialog } from "../components/post-dialog";
import { RecruitingProjectsCard } from "../components/recruiting-projects-card";
import { TrendingPostsCard } from "../components/trending-posts-card";
import { communityFilters } from "../lib/community-filters";

const postKey = (p: CommunityPost) => p.id;

/**
 * /community: the post feed with its filters in the address bar, the composer, and a sidebar of
 * popular tags, trending posts, featured artists and recruiting projects (below the feed on phones).
 */
export function CommunityPage() {
  usePageTitle("커뮤니티", "아티스트와 제작자가 작품, 전시 소식, 질문과 모집 글을 나누는 아트링크 커뮤니티입니다.");
  const { user } = useAuth();
  const signedIn = !!user;
  const { filters: addressFilters, setFilters } = useUrlFilters(communityFilters);
  // 팔로잉 is only for signed-in users; a guest's shared link just shows the whole feed.
  const filters = useMemo(() => (signedIn || !addressFilters.following ? addressFilters : { ...addressFilters, following: false }), [addressFilters, signedIn]);
  const posts = usePosts(filters);
  const popularTags = useCommunityPopularTags();
  const [openPost, setOpenPost] = useState<CommunityPost | null>(null);

  const tagOptions = useMemo(() => (popularTags.data ?? []).map((t) => t.name), [popularTags.data]);

  const toggleTag = useCallback(
    (name: string) => {
      const on = filters.tags.some((t) => t.toLowerCase() === name.toLowerCase());
      if (!on && filters.tags.length >= FILTER_TAGS_MAX) {
        toast(`태그는 최대 ${FILTER_TAGS_MAX}개까지 선택할 수 있습니다`, { id: "tag-filter-max" });
        return;
      }
      setFilters({ tags: toggled(filters.tags, name) });
    },
    [filters.tags, setFilters],
  );
  const addTag = useCallback(
    (name: string) => {
      if (!filters.tags.some((t) => t.toLowerCase() === name.toLowerCase())) toggleTag(name);
      window.scrollTo({ top: 0, behavior: "smooth" });
    },
    [filters.tags, toggleTag],
  );
  const clearAll = useCallback(() => setFilters(communityFilters.cleared), [setFilters]);
  const filtered = communityFilters.isFiltered(filters);

  return (
    <div className="flex flex-col">
      <section className="border-b bg-gradient-to-b from-secondary/70 to-background">
        <div className="mx-auto w-full max-w-6xl px-4 pt-8 pb-5 sm:px-6 sm:pt-10 sm:pb-6">
          <h1 className="text-2xl font-bold tracking-tight sm:text-[32px]">커뮤니티</h1>
          <p className="mt-2 text-sm text-muted-foreground sm:text-base">작품과 전시 소식, 궁금한 점과 함께할 동료 모집까지 자유롭게 나눠 보세요.</p>
          <FilterSearchInput
            className="mt-5 max-w-2xl"
            id="community-search"
            label="게시글 검색"
            placeholder="게시글 내용, 태그 검색"
            compact
            value={filters.search}
            onCommit={(search) => setFilters({ search }, "typing")}
          />
        </div>
      </section>

      <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:grid-cols-[minmax(0,1fr)_320px] lg:gap-8">
        <section className="flex min-w-0 flex-col gap-5" aria-labelledby="community-feed-heading">
          <h2 id="community-feed-heading" className="sr-only">
            게시글
          </h2>
          <PostComposer user={user} />
          <FeedFilters
            filters={filters}
            signedIn={signedIn}
            tagOptions={tagOptions}
            tagsLoading={popularTags.isPending}
            onChange={(patch) => setFilters(patch)}
            onToggleTag={toggleTag}
            onClearAll={clearAll}
          />
          <ListCount query={posts} skeletonClassName="w-28">
            {(count, capped) => (
              <>
                게시글 {count}
                {capped ? "개 이상" : "개"}
              </>
            )}
          </ListCount>
          <InfiniteList
            query={posts}
            keyOf={postKey}
            className="gap-6"
            listClassName="flex flex-col gap-4"
            listLabel="게시글 목록"
            skeleton={
              <div className="flex flex-col gap-4">
                {Array.from({ length: 3 }, (_, i) => (
                  <PostCardSkeleton key={i} />
                ))}
              </div>
            }
            renderItem={(post) => <PostCard post={post} signedIn={signedIn} onTagClick={addTag} />}
            empty={{
              icon: filtered ? <SearchX /> : <MessagesSquare />,
              title:
                filters.following && !filtered
                  ? "팔로우한 사람의 게시글이 아직 없습니다"
                  : filtered
                    ? "조건에 맞는 게시글이 없습니다"
                    : "아직 게시글이 없습니다",
              description: filtered ? "검색어를 바꾸거나 필터를 줄여 보세요." : "첫 번째 이야기를 남겨 보세요.",
            }}
            onClearFilters={filtered ? clearAll : undefined}
            texts={{
              error: "게시글을 불러오지 못했습니다",
              loadingMore: "게시글을 더 불러오는 중...",
              nextPageError: "다음 게시글을 불러오지 못했습니다.",
              end: "모든 게시글을 확인했습니다",
            }}
          />
        </section>

        <aside className="flex min-w-0 flex-col gap-5" aria-label="커뮤니티 소식">
          <TrendingPostsCard onOpen={setOpenPost} />
          <PopularTagsCard tags={popularTags.data} isLoading={popularTags.isPending} selected={filters.tags} onToggle={toggleTag} />
          <FeaturedArtistsCard />
          <RecruitingProjectsCard />
        </aside>
      </div>

      <PostDialog post={openPost} signedIn={signedIn} onClose={() => setOpenPost(null)} />
    </div>
  );
}
