import { useCallback, useMemo, useState } from "react";
import type { CommunityPost } from "@shared/api-types";
import { FILTER_TAGS_MAX } from "@shared/constants";
import { toast } from "sonner";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/features/auth/exports";
import { usePageTitle } from "@/lib/page-title";
import { useCommunityPopularTags } from "../api/get-community-popular-tags";
import { usePosts } from "../api/get-posts";
import { CommunitySearchInput } from "../components/community-search-input";
import { FeaturedArtistsCard } from "../components/featured-artists-card";
import { FeedFilters } from "../components/feed-filters";
import { PopularTagsCard } from "../components/popular-tags-card";
import { PostComposer } from "../components/post-composer";
import { PostDialog } from "../components/post-dialog";
import { PostFeed } from "../components/post-feed";
import { RecruitingProjectsCard } from "../components/recruiting-projects-card";
import { TrendingPostsCard } from "../components/trending-posts-card";
import { useCommunityFilters } from "../hooks/use-community-filters";
import { EMPTY_COMMUNITY_FILTERS, hasActiveCommunityFilters } from "../lib/community-filters";

/**
 * /community: the post feed with its filters in the address bar, the composer, and a sidebar of
 * popular tags, trending posts, featured artists and recruiting projects (below the feed on phones).
 */
export function CommunityPage() {
  usePageTitle("커뮤니티", "아티스트와 제작자가 작품, 전시 소식, 질문과 모집 글을 나누는 아트링크 커뮤니티입니다.");
  const { user } = useAuth();
  const signedIn = !!user;
  const { filters: addressFilters, setFilters } = useCommunityFilters();
  // 팔로잉 is only for signed-in users; a guest's shared link just shows the whole feed.
  const filters = useMemo(() => (signedIn || !addressFilters.following ? addressFilters : { ...addressFilters, following: false }), [addressFilters, signedIn]);
  const posts = usePosts(filters);
  const popularTags = useCommunityPopularTags();
  const [openPost, setOpenPost] = useState<CommunityPost | null>(null);

  const tagOptions = useMemo(() => (popularTags.data ?? []).map((t) => t.name), [popularTags.data]);

  const toggleTag = useCallback(
    (name: string) => {
      const key = name.toLowerCase();
      const on = filters.tags.some((t) => t.toLowerCase() === key);
      if (!on && filters.tags.length >= FILTER_TAGS_MAX) {
        toast(`태그는 최대 ${FILTER_TAGS_MAX}개까지 선택할 수 있습니다`, { id: "tag-filter-max" });
        return;
      }
      setFilters({ tags: on ? filters.tags.filter((t) => t.toLowerCase() !== key) : [...filters.tags, name] });
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
  const clearAll = useCallback(() => setFilters({ ...EMPTY_COMMUNITY_FILTERS, sortBy: filters.sortBy }), [setFilters, filters.sortBy]);
  const total = posts.data?.pages[0]?.total ?? null;

  return (
    <div className="flex flex-col">
      <section className="border-b bg-gradient-to-b from-secondary/70 to-background">
        <div className="mx-auto w-full max-w-6xl px-4 pt-8 pb-5 sm:px-6 sm:pt-10 sm:pb-6">
          <h1 className="text-2xl font-bold tracking-tight sm:text-[32px]">커뮤니티</h1>
          <p className="mt-2 text-sm text-muted-foreground sm:text-base">작품과 전시 소식, 궁금한 점과 함께할 동료 모집까지 자유롭게 나눠 보세요.</p>
          <CommunitySearchInput className="mt-5 max-w-2xl" value={filters.search} onCommit={(search) => setFilters({ search }, "typing")} />
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
          <div className="text-sm text-muted-foreground" aria-live="polite" aria-atomic="true">
            {total == null ? (
              posts.isError ? null : <Skeleton className="h-5 w-28" />
            ) : (
              <>
                게시글 <strong className="font-bold text-foreground">{total.toLocaleString("ko-KR")}</strong>
                {posts.data?.pages[0]?.totalCapped ? "개 이상" : "개"}
              </>
            )}
          </div>
          <PostFeed
            query={posts}
            signedIn={signedIn}
            filtered={hasActiveCommunityFilters(filters)}
            following={filters.following}
            onClearFilters={clearAll}
            onTagClick={addTag}
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
