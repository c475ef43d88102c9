import { Suspense, useCallback, useState, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, FileQuestionMark } from "lucide-react";
import { Link, useParams } from "wouter";
import type { ProjectRole } from "@shared/api-types";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useAuth } from "@/features/auth/exports";
import { loadSuggestedArtistsCard } from "@/features/invitations/exports";
import { Skeleton } from "@/components/ui/skeleton";
import { lazyNamed } from "@/lib/lazy-named";
import { usePageTitle } from "@/lib/page-title";
import { useVisitorPrompt } from "@/components/auth/visitor-prompt";
import { isProjectNotFound, projectQueryOptions, useProject } from "../api/get-project";
import { GuestActions } from "../components/detail/guest-actions";
import { ProducerCard } from "../components/detail/producer-card";
import { acceptsApplications } from "../components/detail/project-deadline";
import { ProjectDetailSkeleton } from "../components/detail/project-detail-skeleton";
import { ProjectDetailsCard } from "../components/detail/project-details-card";
import { ProjectHero } from "../components/detail/project-hero";
import { ProjectOverview } from "../components/detail/project-overview";
import { ProjectCasting } from "../components/casting/project-casting";
import { ProjectReviews } from "../components/detail/project-reviews";
import { ProjectStatsBar } from "../components/detail/project-stats-bar";

// Out of the first view's critical code (decision 015): the signed-in viewers' panels with their dialogs
// and forms (react-hook-form, zod, the wizard), the guest's sign-up prompt (shown a second after load) and
// the owner's edit wizard (on click) load as their own chunks.
const ArtistActions = lazyNamed(() => import("../components/detail/artist-actions"), "ArtistActions");
const OwnerPanel = lazyNamed(() => import("../components/detail/owner-panel"), "OwnerPanel");
const SuggestedArtistsCard = lazyNamed(loadSuggestedArtistsCard, "SuggestedArtistsCard");
const LoginPromptDialog = lazyNamed(() => import("@/components/auth/login-prompt-dialog"), "LoginPromptDialog");
const ProjectWizardDialog = lazyNamed(() => import("../components/project-wizard/project-wizard-dialog"), "ProjectWizardDialog");

/**
 * /projects/{id}: banner, stats, description, requirements, tags, reviews, producer and details, with
 * actions by viewer: a non-owner artist applies or answers an invitation, the owner manages the
 * project, a guest is invited to sign up. Composes the applications, invitations and reviews APIs.
 */
export function ProjectDetailPage() {
  const { id = "" } = useParams<{ id: string }>();
  const validId = /^\d{1,10}$/.test(id);
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const project = useProject(id, { enabled: validId });
  const [editOpen, setEditOpen] = useState(false);
  const [applyRole, setApplyRole] = useState<ProjectRole | null>(null);
  const [editUsed, setEditUsed] = useState(false); // the wizard's chunk loads on the first edit, then stays mounted
  const data = project.data;
  // Spec: a visitor sees the sign-up prompt about a second after the page has loaded, once per visit.
  const [loginPromptOpen, setLoginPromptOpen] = useVisitorPrompt(!user && !!data, id);

  const refresh = useCallback(() => {
    // The project key prefixes its reviews, accepted artists and review permissions.
    void queryClient.invalidateQueries({ queryKey: projectQueryOptions(id).queryKey });
  }, [queryClient, id]);

  const notFound = !validId || (project.isError && isProjectNotFound(project.error));
  usePageTitle(notFound ? "프로젝트를 찾을 수 없습니다" : data?.title, data ? data.description.replace(/\s+/g, " ").slice(0, 150) : undefined);

  if (notFound) {
    return (
      <StatusCard
        icon={<FileQuestionMark className="size-12 text-muted-foreground" aria-hidden="true" />}
        title="프로젝트를 찾을 수 없습니다"
        description="삭제되었거나 비공개로 전환된 프로젝트일 수 있습니다."
      />
    );
  }
  if (project.isPending) return <ProjectDetailSkeleton />;
  if (project.isError || !data) {
    return (
      <StatusCard
        icon={<AlertTriangle className="size-12 text-destructive" aria-hidden="true" />}
        title="오류가 발생했습니다"
        description="프로젝트 정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요."
        retry={() => void project.refetch()}
      />
    );
  }

  const isArtist = user?.userType === "artist" && !data.isOwner;
  const actions = data.isOwner ? (
    <>
      <OwnerPanel
        project={data}
        viewerId={user!.id}
        onEdit={() => {
          setEditUsed(true);
          setEditOpen(true);
        }}
        onChanged={refresh}
      />
      {/* Issue 13: artists to invite, while the project recruits. */}
      {data.status === "published" && <SuggestedArtistsCard project={data} />}
    </>
  ) : isArtist ? (
    <ArtistActions project={data} viewerId={user.id} onChanged={refresh} applyRole={applyRole} onApplyRoleChange={setApplyRole} />
  ) : !user ? (
    <GuestActions open={acceptsApplications(data)} />
  ) : null;

  return (
    <article className="flex flex-col">
      <ProjectHero project={data} signedIn={!!user} onLoginRequired={() => setLoginPromptOpen(true)} />

      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:py-8">
        <ProjectStatsBar project={data} />

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:items-start">
          {actions && (
            <div className="flex min-w-0 flex-col gap-6 lg:col-start-2 lg:row-start-1">
              <Suspense fallback={<Skeleton className="h-56 w-full rounded-xl" />}>{actions}</Suspense>
            </div>
          )}
          <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <ProjectCasting project={data} onApply={isArtist && acceptsApplications(data) ? setApplyRole : undefined} />
            <ProjectOverview project={data} />
            <ProjectReviews projectId={data.id} />
          </div>
          <div className="flex min-w-0 flex-col gap-6 lg:col-start-2">
            <ProducerCard producer={data.producer} />
            <ProjectDetailsCard project={data} />
          </div>
        </div>
      </div>

      <Suspense fallback={null}>
        {!user && (
          <LoginPromptDialog
            open={loginPromptOpen}
            onOpenChange={setLoginPromptOpen}
            description="로그인하면 이 프로젝트에 지원하고, 관심 프로젝트를 저장하고, 제작자와 메시지를 주고받을 수 있습니다. 수수료는 없습니다."
          />
        )}
        {data.isOwner && editUsed && <ProjectWizardDialog open={editOpen} onOpenChange={setEditOpen} project={data} />}
      </Suspense>
    </article>
  );
}

function StatusCard({ icon, title, description, retry }: { icon: ReactNode; title: string; description: string; retry?: () => void }) {
  return (
    <div className="flex min-h-[60dvh] w-full items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-3 pt-8 text-center sm:pt-8">
          {icon}
          <h1 className="text-xl font-bold">{title}</h1>
          <p className="text-sm text-muted-foreground">{description}</p>
          <div className="mt-2 flex flex-wrap justify-center gap-2">
            {retry && (
              <Button variant="outline" onClick={retry}>
                다시 시도
              </Button>
            )}
            <Button asChild>
              <Link href="/projects">목록으로 돌아가기</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
