import { useState } from "react";
import { FolderKanban, Inbox, Plus, Send, Sparkles, Star } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useDashboardStats } from "../api/get-dashboard-stats";
import type { AuthUser } from "@/features/auth/api/get-user";
import { ProjectWizardDialog } from "@/features/projects/exports";
import { DashboardHeader } from "./dashboard-header";
import { DashboardTabs, type DashboardTab } from "./dashboard-tabs";
import { ProducerApplicationsTab } from "./producer-applications-tab";
import { ProducerInvitationsTab } from "./producer-invitations-tab";
import { ProducerProjectsTab } from "./producer-projects-tab";
import { ProducerSuggestionsTab } from "./producer-suggestions-tab";
import { ReceivedReviewsTab } from "./received-reviews-tab";

export const PRODUCER_TABS = ["projects", "applications", "invitations", "suggestions", "reviews"] as const;
type ProducerTab = (typeof PRODUCER_TABS)[number];

/** Spec: projects (default), applicant management, sent invitations, received reviews; a new-project button. Plus artists suggested for a recruiting project (issue 13). */
export function ProducerDashboard({ user }: { user: AuthUser }) {
  const [creating, setCreating] = useState(false);
  const stats = useDashboardStats();
  const pending = stats.data?.userType === "producer" ? stats.data.pendingApplications : 0;
  const tabs: DashboardTab<ProducerTab>[] = [
    { value: "projects", label: "내 프로젝트", icon: <FolderKanban />, content: () => <ProducerProjectsTab user={user} onCreate={() => setCreating(true)} /> },
    { value: "applications", label: "지원자 관리", icon: <Inbox />, content: () => <ProducerApplicationsTab />, badge: pending },
    { value: "invitations", label: "보낸 초대", icon: <Send />, content: () => <ProducerInvitationsTab /> },
    { value: "suggestions", label: "추천 아티스트", icon: <Sparkles />, content: () => <ProducerSuggestionsTab onCreate={() => setCreating(true)} /> },
    {
      value: "reviews",
      label: "받은 후기",
      icon: <Star />,
      content: () => <ReceivedReviewsTab userId={user.id} emptyHint="프로젝트를 완료하면 함께한 아티스트가 후기를 남길 수 있습니다." />,
    },
  ];
  return (
    <>
      <DashboardHeader
        user={user}
        action={
          <Button onClick={() => setCreating(true)} aria-haspopup="dialog">
            <Plus aria-hidden="true" />새 프로젝트
          </Button>
        }
      />
      <DashboardTabs tabs={tabs} fallback="projects" />
      <ProjectWizardDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
