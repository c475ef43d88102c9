import { Construction } from "lucide-react";
import { Redirect } from "wouter";
import { EmptyState } from "@/components/ui/empty-state";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { displayName } from "@/lib/format";

/** Placeholder until the dashboard issue replaces it. Spec: not signed in -> redirect to /. */
export function DashboardPage() {
  const { user } = useAuth();
  if (!user) return <Redirect to="/" replace />;
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight">대시보드</h1>
      <p className="mt-1 text-sm text-muted-foreground">{displayName(user)}님, 환영합니다.</p>
      <EmptyState icon={<Construction />} title="준비 중인 페이지입니다" description="더 좋은 모습으로 곧 찾아뵙겠습니다." />
    </section>
  );
}
