import { lazy, Suspense } from "react";
import { Redirect } from "wouter";
import { useAuth } from "@/features/auth/exports";
import { loadMyContractsCard } from "@/features/contracts/exports";
import { loadMyPaymentsCard, loadPayoutAccountCard } from "@/features/payments/exports";
import { usePageTitle } from "@/lib/page-title";
import { ArtistDashboard } from "../components/artist-dashboard";
import { ProducerDashboard } from "../components/producer-dashboard";

// Written contracts (issue 14) load on their own, so the dashboard's first paint does not wait for them.
const MyContractsCard = lazy(async () => ({ default: (await loadMyContractsCard()).MyContractsCard }));
// Payments of signed contracts (issue 28): due, paid and overdue.
const MyPaymentsCard = lazy(async () => ({ default: (await loadMyPaymentsCard()).MyPaymentsCard }));
// The artist's 정산 계좌 and payouts (decision 040); a producer has none.
const PayoutAccountCard = lazy(async () => ({ default: (await loadPayoutAccountCard()).PayoutAccountCard }));

/** Spec: a role-dependent dashboard with a ?tab= query; not signed in -> redirect to /. */
export function DashboardPage() {
  const { user } = useAuth();
  usePageTitle("대시보드", "프로젝트, 지원, 초대와 후기를 한곳에서 관리하세요.");
  if (!user) return <Redirect to="/" replace />;
  return (
    <section className="mx-auto flex w-full max-w-7xl min-w-0 flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      {user.userType === "producer" ? <ProducerDashboard user={user} /> : <ArtistDashboard user={user} />}
      <Suspense fallback={null}>
        <MyPaymentsCard />
      </Suspense>
      {user.userType === "artist" && (
        <Suspense fallback={null}>
          <PayoutAccountCard />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <MyContractsCard />
      </Suspense>
    </section>
  );
}
