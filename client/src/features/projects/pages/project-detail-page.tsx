import { Construction } from "lucide-react";
import { Link, useParams } from "wouter";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** Placeholder until the project-detail issue replaces it. */
export function ProjectDetailPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight">프로젝트 상세</h1>
      <p className="mt-1 text-sm text-muted-foreground">프로젝트 번호 {id}</p>
      <EmptyState
        icon={<Construction />}
        title="준비 중인 페이지입니다"
        description="더 좋은 모습으로 곧 찾아뵙겠습니다."
        action={
          <Button asChild variant="outline">
            <Link href="/projects">프로젝트 목록으로</Link>
          </Button>
        }
      />
    </section>
  );
}
