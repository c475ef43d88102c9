import type { PublicStats } from "@shared/api-types";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { usePublicStats } from "../api/get-public-stats";

interface StatItem {
  key: keyof PublicStats;
  label: string;
  unit: string;
}

const ITEMS: StatItem[] = [
  { key: "projects", label: "등록된 프로젝트", unit: "개" },
  { key: "artists", label: "활동 중인 아티스트", unit: "명" },
  { key: "reviews", label: "협업 후기", unit: "건" },
  { key: "averageRating", label: "평균 만족도", unit: "점" },
];

/** The number as shown, or ? when the stats call failed (spec) or the field is missing. */
function statText(stats: PublicStats | undefined, key: keyof PublicStats): string {
  const value = stats?.[key];
  if (typeof value !== "number" || !Number.isFinite(value)) return "?";
  return key === "averageRating" ? value.toFixed(1) : value.toLocaleString("ko-KR");
}

function useStatValues() {
  const { data, isPending, isError } = usePublicStats();
  return { data: isError ? undefined : data, loading: isPending && !isError };
}

/** The hero's compact 2x2 panel. */
export function HeroStats({ className }: { className?: string }) {
  const { data, loading } = useStatValues();
  return (
    <dl className={cn("grid grid-cols-2 gap-px overflow-hidden rounded-2xl border bg-border", className)}>
      {ITEMS.map((item) => {
        const text = statText(data, item.key);
        return (
          <div key={item.key} className="flex flex-col gap-1 bg-card p-5 sm:p-6">
            <dt className="text-xs font-medium text-muted-foreground sm:text-sm">{item.label}</dt>
            <dd className="flex items-baseline gap-0.5">
              {loading ? (
                <Skeleton className="h-8 w-16" />
              ) : (
                <>
                  <span className="text-2xl font-extrabold tracking-tight tabular-nums sm:text-3xl">{text}</span>
                  {text !== "?" && <span className="text-sm font-semibold text-muted-foreground">{item.key === "averageRating" ? "/ 5" : item.unit}</span>}
                </>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The full-width band further down the page. */
export function StatsBand() {
  const { data, loading } = useStatValues();
  return (
    <section
      aria-labelledby="stats-band-heading"
      className="relative overflow-hidden bg-gradient-to-br from-indigo-700 via-primary to-violet-600 text-primary-foreground"
    >
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-32 -left-16 size-80 rounded-full bg-fuchsia-400/20 blur-3xl" />
      <div className="relative mx-auto w-full max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <h2 id="stats-band-heading" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          숫자로 보는 아트링크
        </h2>
        <p className="mt-3 text-center text-primary-foreground/75">수많은 창작자와 제작자가 이미 이곳에서 함께하고 있습니다.</p>
        <dl className="mt-10 grid grid-cols-2 gap-y-10 sm:mt-12 lg:grid-cols-4">
          {ITEMS.map((item) => {
            const text = statText(data, item.key);
            return (
              <div key={item.key} className="flex flex-col-reverse items-center gap-2 text-center">
                <dt className="text-sm text-primary-foreground/75 sm:text-base">{item.label}</dt>
                <dd className="flex items-baseline gap-1">
                  {loading ? (
                    <Skeleton className="h-10 w-24 bg-white/20" />
                  ) : (
                    <>
                      <span className="text-4xl font-extrabold tracking-tight tabular-nums sm:text-5xl">{text}</span>
                      {text !== "?" && (
                        <span className="text-lg font-semibold text-primary-foreground/80">{item.key === "averageRating" ? "/ 5" : item.unit}</span>
                      )}
                    </>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
    </section>
  );
}
