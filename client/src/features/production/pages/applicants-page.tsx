import { ArrowLeft, LogIn, ShieldAlert } from "lucide-react";
import { Link, useParams } from "wouter";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuth } from "@/features/auth/exports";
import { useProject } from "@/features/projects/api/get-project";
import { ApiRequestError } from "@/lib/api-client";
import { usePageTitle } from "@/lib/page-title";
import { useTeam } from "../api/get-team";
import { ApplicantsPanel } from "../components/applicants-panel";
import { SchedulePanel } from "../components/schedule-panel";
import { TeamPanel } from "../components/team-panel";

function StateCard({ title, description, action }: { title: string; description: string; action?: React.ReactNode }) {
  return (
    <main className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <ShieldAlert className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-sm text-muted-foreground">{description}</p>
      {action}
    </main>
  );
}

/** /projects/:id/applicants: the production team's workspace (applicants, auditions, team); issue 27. */
export function ApplicantsPage() {
  const params = useParams<{ id: string }>();
  const id = /^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : 0;
  const { user, isLoading } = useAuth();
  const team = useTeam(id);
  const project = useProject(id, { enabled: Boolean(user && id && team.isSuccess) });
  usePageTitle(project.data ? `${project.data.title} 지원자 관리` : "지원자 관리");

  if (!isLoading && !user)
    return (
      <StateCard
        title="로그인이 필요합니다"
        description="지원자 관리는 프로젝트의 제작팀만 볼 수 있습니다."
        action={
          <Button asChild>
            <Link href="/auth">
              <LogIn aria-hidden="true" /> 로그인
            </Link>
          </Button>
        }
      />
    );
  const status = team.error instanceof ApiRequestError ? team.error.status : null;
  if (!id || status === 404) return <StateCard title="프로젝트를 찾을 수 없습니다" description="주소를 확인하거나 대시보드에서 다시 열어주세요." />;
  if (status === 403) return <StateCard title="제작팀만 볼 수 있습니다" description="이 프로젝트의 제작자나 매니저만 지원자를 볼 수 있습니다." />;
  if (team.isError)
    return (
      <StateCard title="불러오지 못했습니다" description="잠시 후 다시 시도해주세요." action={<Button onClick={() => void team.refetch()}>다시 시도</Button>} />
    );

  const isOwner = team.data?.some((m) => m.role === "owner" && m.id === user?.id) ?? false;
  const roles = (project.data?.roles ?? []).map((r) => ({ id: r.id, name: r.name }));
  return (
    <main className="mx-auto max-w-7xl space-y-4 px-4 py-6 pb-24 md:pb-6">
      <Link href={`/projects/${id}`} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> 프로젝트로
      </Link>
      <h1 className="text-2xl font-bold">{project.data ? `${project.data.title} · 지원자 관리` : <Skeleton className="h-8 w-64" />}</h1>
      <Tabs defaultValue="applicants">
        <TabsList>
          <TabsTrigger value="applicants">지원자</TabsTrigger>
          <TabsTrigger value="auditions">오디션 일정</TabsTrigger>
          <TabsTrigger value="team">제작팀</TabsTrigger>
        </TabsList>
        <TabsContent value="applicants" className="pt-4">
          <ApplicantsPanel projectId={id} roles={roles} />
        </TabsContent>
        <TabsContent value="auditions" className="pt-4">
          <SchedulePanel projectId={id} roles={roles} />
        </TabsContent>
        <TabsContent value="team" className="pt-4">
          <TeamPanel projectId={id} isOwner={isOwner} />
        </TabsContent>
      </Tabs>
    </main>
  );
}
