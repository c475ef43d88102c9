import type { ReactNode } from "react";
import { Briefcase, CheckCircle2, ClipboardList, FolderKanban, Mail, Send, Star, UserRound } from "lucide-react";
import { Link } from "wouter";
import type { DashboardStats } from "@shared/api-types";
import { roleLongLabel } from "@shared/discipline-labels";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { AuthUser } from "@/features/auth/api/get-user";
import { displayName, initials } from "@/lib/format";
import { useDashboardStats } from "../api/get-dashboard-stats";

/** Spec: profile management goes to /artists/{id} for an artist, /producers/{id} for a producer. */
export function profileHref(user: Pick<AuthUser, "id" | "userType">): string {
  return user.userType === "artist" ? `/artists/${user.id}` : `/producers/${user.id}`;
}

/** The dashboard's header: the user card with the profile link, then four stat cards. */
export function DashboardHeader({ user, action }: { user: AuthUser; action?: ReactNode }) {
  const stats = useDashboardStats();
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardContent className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div className="flex min-w-0 items-center gap-4">
            <Avatar className="size-14 shrink-0 sm:size-16">
              {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
              <AvatarFallback className="text-lg">{initials(user)}</AvatarFallback>
            </Avatar>
            <div className="flex min-w-0 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <h1 className="truncate text-xl font-bold tracking-tight sm:text-2xl">{displayName(user)}님의 대시보드</h1>
                <Badge variant="secondary">{roleLongLabel(user.userType, user.discipline)}</Badge>
              </div>
              <p className="truncate text-sm text-muted-foreground">{user.email}</p>
            </div>
          </div>
          <div className="flex gap-2 *:flex-1 sm:shrink-0 sm:*:flex-none">
            <Button asChild variant="outline">
              <Link href={profileHref(user)}>
                <UserRound aria-hidden="true" />
                프로필 관리
              </Link>
            </Button>
            {action}
          </div>
        </CardContent>
      </Card>
      <StatCards stats={stats.data} loading={stats.isLoading} failed={stats.isError} />
    </div>
  );
}

interface StatItem {
  icon: ReactNode;
  label: string;
  value: string;
  hint?: string;
}

function statItems(stats: DashboardStats): StatItem[] {
  const rating: StatItem = {
    icon: <Star />,
    label: "평균 평점",
    value: stats.averageRating === null ? "-" : stats.averageRating.toFixed(1),
    hint: stats.totalReviews > 0 ? `후기 ${stats.totalReviews.toLocaleString("ko-KR")}개` : "아직 후기가 없습니다",
  };
  const n = (v: number) => v.toLocaleString("ko-KR");
  if (stats.userType === "producer") {
    return [
      { icon: <FolderKanban />, label: "전체 프로젝트", value: n(stats.totalProjects) },
      { icon: <Briefcase />, label: "활성 프로젝트", value: n(stats.activeProjects), hint: "모집 중 + 진행 중" },
      { icon: <ClipboardList />, label: "검토 대기 지원서", value: n(stats.pendingApplications) },
      rating,
    ];
  }
  return [
    { icon: <Send />, label: "지원한 프로젝트", value: n(stats.totalApplications) },
    { icon: <Mail />, label: "대기 중인 초대", value: n(stats.pendingInvitations) },
    { icon: <CheckCircle2 />, label: "참여 프로젝트", value: n(stats.participatingProjects) },
    rating,
  ];
}

function StatCards({ stats, loading, failed }: { stats: DashboardStats | undefined; loading: boolean; failed: boolean }) {
  if (loading || !stats) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) =>
          failed ? (
            <Card key={i} className="flex h-24 items-center justify-center text-sm text-muted-foreground">
              {i === 0 ? "통계를 불러오지 못했습니다" : "-"}
            </Card>
          ) : (
            <Skeleton key={i} className="h-24 rounded-lg" />
          ),
        )}
      </div>
    );
  }
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {statItems(stats).map((item) => (
        <Card key={item.label} className="flex flex-col gap-1 p-4" data-testid="stat-card">
          <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <span className="text-primary [&_svg]:size-4" aria-hidden="true">
              {item.icon}
            </span>
            <span className="truncate">{item.label}</span>
          </dt>
          <dd className="flex flex-col gap-0.5">
            <span className="text-2xl font-bold tabular-nums">{item.value}</span>
            {item.hint && <span className="truncate text-xs text-muted-foreground">{item.hint}</span>}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
