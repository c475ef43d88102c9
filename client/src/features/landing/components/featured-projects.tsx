import { FolderOpen } from "lucide-react";
import { Link } from "wouter";
import { LANDING } from "@shared/constants";
import { ProjectCard, ProjectCardSkeleton } from "@/components/projects/project-card";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { usePublicProjects } from "../api/get-public-projects";
import { LandingErrorCard } from "./landing-error-card";
import { SectionHeading } from "./section-heading";

const GRID = "grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6";

export function FeaturedProjects() {
  const { data, isPending, isError, refetch, isRefetching } = usePublicProjects(LANDING.projects);

  return (
    <section aria-labelledby="featured-projects-heading" className="bg-muted/40">
      <div className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <SectionHeading
          id="featured-projects-heading"
          eyebrow="추천 프로젝트"
          title="지금 주목받는 프로젝트"
          description="아티스트를 기다리는 프로젝트를 둘러보세요."
          moreHref="/projects"
          moreLabel="프로젝트 전체 보기"
        />
        {isPending ? (
          <div className={GRID} aria-hidden="true">
            {Array.from({ length: LANDING.projects }, (_, i) => (
              <ProjectCardSkeleton key={i} />
            ))}
          </div>
        ) : isError ? (
          <LandingErrorCard title="프로젝트 정보를 불러올 수 없습니다" onRetry={() => void refetch()} retrying={isRefetching} />
        ) : data.length === 0 ? (
          <div className="rounded-xl border border-dashed bg-card">
            <EmptyState
              icon={<FolderOpen />}
              title="아직 공개된 프로젝트가 없습니다"
              description="첫 번째 프로젝트를 등록하고 아티스트를 만나 보세요."
              action={
                <Button asChild>
                  <Link href="/signup?role=producer">프로젝트 등록하기</Link>
                </Button>
              }
            />
          </div>
        ) : (
          <ul className={GRID}>
            {data.slice(0, LANDING.projects).map((p) => (
              <li key={p.id} className="min-w-0">
                <ProjectCard project={p} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
