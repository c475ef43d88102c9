import { useState } from "react";
import { Link, useParams } from "wouter";
import { AlertCircle, UserX } from "lucide-react";
import { toast } from "sonner";
import type { Award, Education, Experience, Portfolio } from "@shared/api-types";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useAuth } from "@/features/auth/exports";
import { ApiRequestError } from "@/lib/api-client";
import { usePageTitle } from "@/lib/page-title";
import { useVisitorPrompt } from "@/components/auth/visitor-prompt";
import { LoginPromptDialog } from "@/components/auth/login-prompt-dialog";
import { useDeleteAward } from "../api/delete-award";
import { useDeleteEducation } from "../api/delete-education";
import { useDeleteExperience } from "../api/delete-experience";
import { useDeletePortfolio } from "../api/delete-portfolio";
import { useUserProfile } from "../api/get-user-profile";
import { AwardDialog } from "../components/award-dialog";
import { AwardSection } from "../components/award-section";
import { BasicInfoDialog } from "../components/basic-info-dialog";
import { BioDialog } from "../components/bio-dialog";
import { BioSection } from "../components/bio-section";
import { ConfirmDeleteDialog } from "../components/confirm-delete-dialog";
import { ContactActions } from "../components/contact-actions";
import { EducationDialog } from "../components/education-dialog";
import { EducationSection } from "../components/education-section";
import { ExperienceDialog } from "../components/experience-dialog";
import { ExperienceSection } from "../components/experience-section";
import { FilePreviewDialog } from "../components/file-preview-dialog";
import { InviteDialog } from "../components/invite-dialog";
import { PortfolioDialog } from "../components/portfolio-dialog";
import { PortfolioSection } from "../components/portfolio-section";
import { ProducerProjectsSection } from "../components/producer-projects-section";
import { ProfessionalInfoCard } from "../components/professional-info-card";
import { ProfessionalInfoDialog } from "../components/professional-info-dialog";
import { ProfileIdentityCard } from "../components/profile-identity-card";
import { ProfileSkeleton } from "../components/profile-skeleton";
import { ReviewsSection } from "../components/reviews-section";
import { VerifiedCreditsSection } from "@/features/activity/exports";
import { SpecialtyTagsDialog } from "../components/specialty-tags-dialog";
import { profileName, realBio } from "../lib/profile-display";
import { useSaveError } from "../lib/use-save-error";

type Editor =
  | { kind: "basic" }
  | { kind: "bio" }
  | { kind: "tags" }
  | { kind: "pro" }
  | { kind: "invite" }
  | { kind: "portfolio"; item: Portfolio | null }
  | { kind: "experience"; item: Experience | null }
  | { kind: "award"; item: Award | null }
  | { kind: "education"; item: Education | null };

type Deletion =
  { kind: "portfolio"; item: Portfolio } | { kind: "experience"; item: Experience } | { kind: "award"; item: Award } | { kind: "education"; item: Education };

/**
 * /artists/{id}, /producers/{id}, /users/{id} and /user/{id}: the profile screen. The left column
 * holds identity, actions and professional info; the right one bio, portfolio, (producers) projects,
 * experience, awards, education and reviews. Only the owner sees edit, add and delete controls.
 */
export function ProfilePage() {
  const { id = "" } = useParams<{ id: string }>();
  const { user } = useAuth();
  const profile = useUserProfile(id);
  const data = profile.data;
  const [editor, setEditor] = useState<Editor | null>(null);
  const [deletion, setDeletion] = useState<Deletion | null>(null);
  const [preview, setPreview] = useState<Portfolio | null>(null);
  const onSaveError = useSaveError();
  const deletePortfolio = useDeletePortfolio(id);
  const deleteExperience = useDeleteExperience(id);
  const deleteAward = useDeleteAward(id);
  const deleteEducation = useDeleteEducation(id);

  const name = data ? profileName(data) : undefined;
  const notFound = profile.error instanceof ApiRequestError && profile.error.status === 404;
  // Spec: a visitor gets the sign-up prompt about a second after the profile has loaded, once per visit.
  const [loginPromptOpen, setLoginPromptOpen] = useVisitorPrompt(!user && !!data, id);
  usePageTitle(notFound ? "사용자를 찾을 수 없습니다" : name, data ? (realBio(data.bio)?.slice(0, 150) ?? `${name}님의 아트링크 프로필`) : undefined);

  if (profile.isPending) return <ProfileSkeleton />;

  if (notFound || (profile.error instanceof ApiRequestError && profile.error.status === 400)) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-16">
        <EmptyState
          icon={<UserX />}
          titleAs="h1"
          title="사용자를 찾을 수 없습니다"
          description="요청하신 프로필이 존재하지 않습니다."
          action={
            <Button asChild variant="outline">
              <Link href="/artists">아티스트 둘러보기</Link>
            </Button>
          }
        />
      </div>
    );
  }

  if (!data) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-16">
        <div role="alert" className="rounded-xl border border-destructive/20 bg-destructive/5">
          <EmptyState
            icon={<AlertCircle className="text-destructive" />}
            title="프로필을 불러오지 못했습니다"
            description="네트워크 연결을 확인한 뒤 다시 시도해 주세요."
            action={
              <Button variant="outline" onClick={() => void profile.refetch()}>
                다시 시도
              </Button>
            }
          />
        </div>
      </div>
    );
  }

  const owner = data.isOwner;
  const close = () => setEditor(null);
  const openIf = (kind: Editor["kind"]) => editor?.kind === kind;

  const confirmDelete = () => {
    if (!deletion) return;
    const finish = (what: string) => {
      toast.success("삭제 완료", { description: `${what}이(가) 삭제되었습니다.` });
      setDeletion(null);
    };
    const fail = (message: string) => (err: Error) => {
      onSaveError(err, "삭제 실패", message);
      setDeletion(null);
    };
    switch (deletion.kind) {
      case "portfolio":
        deletePortfolio.mutate(deletion.item.id, { onSuccess: () => finish("포트폴리오"), onError: fail("포트폴리오 삭제 중 오류가 발생했습니다.") });
        break;
      case "experience":
        deleteExperience.mutate(deletion.item.id, { onSuccess: () => finish("경력"), onError: fail("경력 삭제에 실패했습니다.") });
        break;
      case "award":
        deleteAward.mutate(deletion.item.id, { onSuccess: () => finish("수상 내역"), onError: fail("수상 내역 삭제에 실패했습니다.") });
        break;
      case "education":
        deleteEducation.mutate(deletion.item.id, { onSuccess: () => finish("학력"), onError: fail("학력 삭제에 실패했습니다.") });
        break;
    }
  };
  const deleting = deletePortfolio.isPending || deleteExperience.isPending || deleteAward.isPending || deleteEducation.isPending;
  const deletionLabel = !deletion
    ? null
    : deletion.kind === "portfolio"
      ? `포트폴리오 '${deletion.item.title}'`
      : deletion.kind === "experience"
        ? `경력 '${deletion.item.title}'`
        : deletion.kind === "award"
          ? `수상 내역 '${deletion.item.title}'`
          : `학력 '${deletion.item.institution}'`;

  return (
    <div className="bg-muted/30">
      <div className="mx-auto grid w-full max-w-6xl items-start gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:grid-cols-[320px_minmax(0,1fr)]">
        <aside className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-20">
          <ProfileIdentityCard
            profile={data}
            onEdit={owner ? () => setEditor({ kind: "basic" }) : undefined}
            actions={
              owner ? undefined : (
                <ContactActions profile={data} viewer={user} onLoginRequired={() => setLoginPromptOpen(true)} onInvite={() => setEditor({ kind: "invite" })} />
              )
            }
          />
          <ProfessionalInfoCard
            profile={data}
            onEditInfo={owner ? () => setEditor({ kind: "pro" }) : undefined}
            onEditTags={owner ? () => setEditor({ kind: "tags" }) : undefined}
          />
        </aside>

        <div className="flex min-w-0 flex-col gap-6">
          <BioSection bio={data.bio} isOwner={owner} onEdit={() => setEditor({ kind: "bio" })} />
          <PortfolioSection
            portfolios={data.portfolios}
            isOwner={owner}
            onAdd={() => setEditor({ kind: "portfolio", item: null })}
            onEdit={(item) => setEditor({ kind: "portfolio", item })}
            onDelete={(item) => setDeletion({ kind: "portfolio", item })}
            onPreview={setPreview}
          />
          {data.userType === "artist" && <VerifiedCreditsSection userId={data.id} isOwner={owner} />}
          {data.userType === "producer" && <ProducerProjectsSection producerId={data.id} projects={data.projects} total={data.projectsTotal} />}
          <ExperienceSection
            experiences={data.experiences}
            isOwner={owner}
            onAdd={() => setEditor({ kind: "experience", item: null })}
            onEdit={(item) => setEditor({ kind: "experience", item })}
            onDelete={(item) => setDeletion({ kind: "experience", item })}
          />
          <AwardSection
            awards={data.awards}
            isOwner={owner}
            onAdd={() => setEditor({ kind: "award", item: null })}
            onEdit={(item) => setEditor({ kind: "award", item })}
            onDelete={(item) => setDeletion({ kind: "award", item })}
          />
          <EducationSection
            education={data.education}
            isOwner={owner}
            onAdd={() => setEditor({ kind: "education", item: null })}
            onEdit={(item) => setEditor({ kind: "education", item })}
            onDelete={(item) => setDeletion({ kind: "education", item })}
          />
          <ReviewsSection reviews={data.reviews} averageRating={data.averageRating} totalReviews={data.totalReviews} />
        </div>
      </div>

      <FilePreviewDialog item={preview} onOpenChange={(open) => !open && setPreview(null)} />
      {owner && (
        <>
          <BasicInfoDialog profile={data} open={openIf("basic")} onOpenChange={(o) => !o && close()} />
          <BioDialog userId={data.id} bio={data.bio} open={openIf("bio")} onOpenChange={(o) => !o && close()} />
          <SpecialtyTagsDialog userId={data.id} tags={data.tags} open={openIf("tags")} onOpenChange={(o) => !o && close()} />
          <ProfessionalInfoDialog
            userId={data.id}
            yearsOfExperience={data.yearsOfExperience}
            performer={data.userType === "artist" ? data : undefined}
            open={openIf("pro")}
            onOpenChange={(o) => !o && close()}
          />
          <PortfolioDialog
            userId={data.id}
            portfolio={editor?.kind === "portfolio" ? editor.item : null}
            open={openIf("portfolio")}
            onOpenChange={(o) => !o && close()}
          />
          <ExperienceDialog
            userId={data.id}
            experience={editor?.kind === "experience" ? editor.item : null}
            open={openIf("experience")}
            onOpenChange={(o) => !o && close()}
          />
          <AwardDialog userId={data.id} award={editor?.kind === "award" ? editor.item : null} open={openIf("award")} onOpenChange={(o) => !o && close()} />
          <EducationDialog
            userId={data.id}
            education={editor?.kind === "education" ? editor.item : null}
            open={openIf("education")}
            onOpenChange={(o) => !o && close()}
          />
          <ConfirmDeleteDialog target={deletionLabel} pending={deleting} onCancel={() => setDeletion(null)} onConfirm={confirmDelete} />
        </>
      )}
      {user?.userType === "producer" && data.userType === "artist" && !owner && (
        <InviteDialog artistId={data.id} artistName={profileName(data)} open={openIf("invite")} onOpenChange={(o) => !o && close()} />
      )}
      {!user && (
        <LoginPromptDialog
          open={loginPromptOpen}
          onOpenChange={setLoginPromptOpen}
          description={`로그인하면 ${profileName(data)}님에게 메시지를 보내고, 팔로우하고, 함께할 프로젝트를 찾을 수 있습니다. 수수료는 없습니다.`}
        />
      )}
    </div>
  );
}
