import { Link } from "wouter";
import { RotateCw } from "lucide-react";
import { ProjectCard, ProjectCardSkeleton } from "@/components/projects/project-card";
import { Button } from "@/components/ui/button";
import { useRecommendedProjects } from "../api/get-recommended-projects";

/** '추천 프로젝트': open projects sharing the artist's specialty tags and region, nearest deadline first. */
export function ArtistRecommendationsTab() {
  const list = useRecommendedProjects();
  if (list.isPending)
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <ProjectCardSkeleton key={i} />
        ))}
      </div>
    );
  if (list.isError)
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-sm text-muted-foreground">
        추천 프로젝트를 불러오지 못했습니다.
        <Button variant="outline" size="sm" onClick={() => list.refetch()}>
          <RotateCw className="size-4" aria-hidden />
          다시 시도
        </Button>
      </div>
    );
  if (!list.data.length)
    return (
      <p className="py-10 text-center text-sm text-muted-foreground">
        아직 추천할 프로젝트가 없습니다. 프로필에 전문 분야 태그와 지역을 추가하면 맞는 프로젝트를 골라드립니다.{" "}
        <Link href="/projects" className="text-primary hover:underline">
          프로젝트 찾기
        </Link>
      </p>
    );
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {list.data.map((p) => (
        <ProjectCard key={p.id} project={p} />
      ))}
    </div>
  );
}
