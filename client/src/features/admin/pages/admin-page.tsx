import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { LockKeyhole, ShieldAlert } from "lucide-react";
import { Link, Route, Switch, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useAuth } from "@/features/auth/exports";
import { cn } from "@/lib/cn";
import { usePageTitle } from "@/lib/page-title";
import { AuditSection } from "../components/audit-section";
import { InquiriesSection } from "../components/inquiries-section";
import { PaymentsSection } from "../components/payments-section";
import { PeopleSection } from "../components/people-section";
import { ProjectsSection } from "../components/projects-section";
import { ReportsSection } from "../components/reports-section";
import { isSecondFactorRequired, SecondFactorScreen } from "../components/second-factor-screen";
import { StatsSection } from "../components/stats-section";
import { TagsSection } from "../components/tags-section";
import { UserDetail } from "../components/user-detail";

const TABS: Array<[string, string]> = [
  ["/admin/reports", "신고"],
  ["/admin/users", "회원"],
  ["/admin/projects", "프로젝트"],
  ["/admin/inquiries", "문의"],
  ["/admin/payments", "결제 분쟁"],
  ["/admin/tags", "태그"],
  ["/admin/audit", "감사 기록"],
  ["/admin/stats", "지표"],
];

/**
 * Whether a console call answered 403 SecondFactorRequired (issue 25): watched on the query and mutation
 * caches, so that every page shows the one screen instead of its own error line. `passed` clears it and
 * refetches the console.
 */
function useSecondFactorGate() {
  const qc = useQueryClient();
  // A call refused before this page mounted (a cached answer) counts too.
  const [required, setRequired] = useState(() =>
    qc
      .getQueryCache()
      .findAll({ queryKey: ["admin"] })
      .some((q) => isSecondFactorRequired(q.state.error)),
  );
  useEffect(() => {
    const check = (err: unknown) => isSecondFactorRequired(err) && setRequired(true);
    const offQueries = qc.getQueryCache().subscribe((e) => e.type === "updated" && e.action.type === "error" && check(e.action.error));
    const offMutations = qc.getMutationCache().subscribe((e) => e.type === "updated" && e.action.type === "error" && check(e.action.error));
    return () => {
      offQueries();
      offMutations();
    };
  }, [qc]);
  const passed = () => {
    setRequired(false);
    void qc.resetQueries({ queryKey: ["admin"] });
  };
  return { required, passed };
}

/**
 * /admin: the operator console (issue 24). A lazy route chunk of its own, so members never download
 * it; guests see the sign-in state, members the staff-only state (the API refuses them anyway).
 */
export function AdminPage() {
  usePageTitle("운영자 콘솔");
  const { user } = useAuth();
  const [location] = useLocation();
  const secondFactor = useSecondFactorGate();

  if (!user)
    return (
      <EmptyState
        className="flex-1"
        titleAs="h1"
        icon={<LockKeyhole />}
        title="로그인이 필요합니다"
        description="운영자 콘솔은 운영진 계정으로 로그인해야 볼 수 있습니다."
        action={
          <Button asChild>
            <Link href="/auth">로그인</Link>
          </Button>
        }
      />
    );
  if (!user.staffRole)
    return (
      <EmptyState
        className="flex-1"
        titleAs="h1"
        icon={<ShieldAlert />}
        title="접근 권한이 없습니다"
        description="운영자 콘솔은 운영진만 이용할 수 있습니다."
        action={
          <Button asChild variant="outline">
            <Link href="/">홈으로</Link>
          </Button>
        }
      />
    );

  if (secondFactor.required)
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-6">
        <h1 className="mb-6 text-2xl font-bold">운영자 콘솔</h1>
        <SecondFactorScreen onPassed={secondFactor.passed} />
      </div>
    );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold">운영자 콘솔</h1>
      <nav aria-label="콘솔 메뉴" className="-mx-4 mb-6 overflow-x-auto px-4">
        <ul className="flex w-max gap-1 border-b">
          {TABS.map(([href, label]) => {
            const active = location === href || location.startsWith(`${href}/`) || (location === "/admin" && href === "/admin/reports");
            return (
              <li key={href}>
                <Link
                  href={href}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "inline-block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap",
                    active ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
                  )}
                >
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Switch>
        <Route path="/admin/users/:id">{(p) => <UserDetail id={p.id} />}</Route>
        <Route path="/admin/users" component={PeopleSection} />
        <Route path="/admin/projects" component={ProjectsSection} />
        <Route path="/admin/inquiries" component={InquiriesSection} />
        <Route path="/admin/payments" component={PaymentsSection} />
        <Route path="/admin/tags" component={TagsSection} />
        <Route path="/admin/audit" component={AuditSection} />
        <Route path="/admin/stats" component={StatsSection} />
        <Route component={ReportsSection} />
      </Switch>
    </div>
  );
}
