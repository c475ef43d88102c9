import { UsersRound } from "lucide-react";
import { Link } from "wouter";
import { LANDING } from "@shared/constants";
import { ArtistCard, ArtistCardSkeleton } from "@/components/people/artist-card";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { usePublicArtists } from "../api/get-public-artists";
import { LandingErrorCard } from "./landing-error-card";
import { SectionHeading } from "./section-heading";

const GRID = "grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6";

export function TopArtists() {
  const { data, isPending, isError, refetch, isRefetching } = usePublicArtists(LANDING.artists);

  return (
    <section aria-labelledby="top-artists-heading" className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
      <SectionHeading
        id="top-artists-heading"
        eyebrow="추천 아티스트"
        title="함께하고 싶은 아티스트"
        description="후기와 평점으로 검증된 아티스트를 만나 보세요."
        moreHref="/artists"
        moreLabel="아티스트 전체 보기"
      />
      {isPending ? (
        <div className={GRID} aria-hidden="true">
          {Array.from({ length: LANDING.artists }, (_, i) => (
            <ArtistCardSkeleton key={i} />
          ))}
        </div>
      ) : isError ? (
        <LandingErrorCard title="아티스트 정보를 불러올 수 없습니다" onRetry={() => void refetch()} retrying={isRefetching} />
      ) : data.length === 0 ? (
        <div className="rounded-xl border border-dashed bg-card">
          <EmptyState
            icon={<UsersRound />}
            title="아직 소개할 아티스트가 없습니다"
            description="아티스트로 가입하고 첫 번째 주인공이 되어 보세요."
            action={
              <Button asChild>
                <Link href="/signup?role=artist">아티스트로 가입하기</Link>
              </Button>
            }
          />
        </div>
      ) : (
        <ul className={GRID}>
          {data.slice(0, LANDING.artists).map((a) => (
            <li key={a.id} className="min-w-0">
              <ArtistCard artist={a} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
