import { lazy, Suspense } from "react";
import { BadgeCheck, FileText, FolderOpen, Mail, Sparkles, Star } from "lucide-react";
import type { AuthUser } from "@/features/auth/api/get-user";
import { loadActivityTab } from "@/features/activity/exports";
import { useDashboardStats } from "../api/get-dashboard-stats";
import { ArtistApplicationsTab } from "./artist-applications-tab";
import { ArtistInvitationsTab } from "./artist-invitations-tab";
import { ArtistProjectsTab } from "./artist-projects-tab";
import { ArtistRecommendationsTab } from "./artist-recommendations-tab";
import { DashboardHeader } from "./dashboard-header";
import { DashboardTabs, type DashboardTab } from "./dashboard-tabs";
import { ListSkeleton } from "@/components/lists/list-states";
import { ReceivedReviewsTab } from "./received-reviews-tab";

// The activity record (issue 15) loads on its own chunk when its tab opens.
const ActivityTab = lazy(async () => ({ default: (await loadActivityTab()).ActivityTab }));

export const ARTIST_TABS = ["applications", "invitations", "projects", "recommended", "reviews", "activity"] as const;
type ArtistTab = (typeof ARTIST_TABS)[number];

/** Spec: applications (default), received invitations (?tab=invitations), participating projects, reviews. */
export function ArtistDashboard({ user }: { user: AuthUser }) {
  const stats = useDashboardStats();
  const pending = stats.data?.userType === "artist" ? stats.data.pendingInvitations : 0;
  const tabs: DashboardTab<ArtistTab>[] = [
    { value: "applications", label: "내 지원", icon: <FileText />, content: () => <ArtistApplicationsTab /> },
    { value: "invitations", label: "받은 초대", icon: <Mail />, content: () => <ArtistInvitationsTab />, badge: pending },
    { value: "projects", label: "참여 프로젝트", icon: <FolderOpen />, content: () => <ArtistProjectsTab /> },
    { value: "recommended", label: "추천 프로젝트", icon: <Sparkles />, content: () => <ArtistRecommendationsTab /> },
    {
      value: "reviews",
      label: "받은 후기",
      icon: <Star />,
      content: () => <ReceivedReviewsTab userId={user.id} emptyHint="프로젝트가 완료되면 함께한 제작자가 후기를 남길 수 있습니다." />,
    },
    {
      value: "activity",
      label: "활동 증빙",
      icon: <BadgeCheck />,
      content: () => (
        <Suspense fallback={<ListSkeleton />}>
          <ActivityTab />
        </Suspense>
      ),
    },
  ];
  return (
    <>
      <DashboardHeader user={user} />
      <DashboardTabs tabs={tabs} fallback="applications" />
    </>
  );
}
