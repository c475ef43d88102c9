import { useQuery } from "@tanstack/react-query";
import { BadgePercent, Headset, MapPin, ShieldCheck, Sparkles } from "lucide-react";
import { Link } from "wouter";
import { LANDING } from "@shared/constants";
import { Skeleton } from "@/components/ui/skeleton";
import { locationsQueryOptions } from "@/lib/api/get-locations";
import { popularTagsQueryOptions } from "@/lib/api/get-popular-tags";
import { HeroStats } from "./public-stats";
import { LandingSearchBox } from "./landing-search-box";

const CLAIMS = [
  { icon: BadgePercent, title: "수수료 없음", text: "중개 수수료 0원" },
  { icon: ShieldCheck, title: "안전한 매칭", text: "검증된 프로필과 후기" },
  { icon: Headset, title: "24시간 지원", text: "언제든 도와드려요" },
] as const;

/**
 * Below lg each row of chips is one line that scrolls sideways. Wrapped, the rows' count depended on the
 * chips' widths to a few pixels, so when the web font replaced the fallback a chip could move up a row and
 * everything below it on a phone with it (layout shift, tests/e2e/ssr/late-font-layout.spec.ts).
 */
const chipRowClass =
  "-my-1 -mr-4 flex min-w-0 flex-1 gap-2 overflow-x-auto py-1 pr-4 [scrollbar-width:none] sm:-mr-6 sm:pr-6 lg:mr-0 lg:flex-wrap lg:overflow-visible lg:pr-0 [&::-webkit-scrollbar]:hidden";

const chipClass =
  "inline-flex h-8 shrink-0 items-center gap-1 rounded-full border bg-card/80 px-3 text-sm font-medium text-foreground/80 transition-colors outline-none hover:border-primary/40 hover:bg-accent hover:text-primary focus-visible:ring-2 focus-visible:ring-ring";

function QuickChips() {
  // Spec: the landing's fetches retry 2 times; 20 popular tags are fetched and 8 shown.
  const tags = useQuery({ ...popularTagsQueryOptions(LANDING.tagsFetched), retry: 2 });
  const locations = useQuery({ ...locationsQueryOptions(), retry: 2 });
  const shownTags = (tags.data ?? []).slice(0, LANDING.tagsShown);
  const shownLocations = (locations.data ?? []).slice(0, LANDING.locationChips);

  return (
    <div className="flex flex-col gap-3 text-sm">
      {(tags.isPending || shownTags.length > 0) && (
        <div className="flex items-center gap-2">
          <span className="mr-1 shrink-0 font-semibold text-muted-foreground">인기 태그</span>
          <div className={chipRowClass}>
            {tags.isPending
              ? Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-8 w-16 shrink-0 rounded-full" />)
              : shownTags.map((tag) => (
                  <Link key={tag.id} href={`/projects?tags=${encodeURIComponent(tag.name)}`} className={chipClass}>
                    #{tag.name}
                  </Link>
                ))}
          </div>
        </div>
      )}
      {(locations.isPending || shownLocations.length > 0) && (
        <div className="flex items-center gap-2">
          <span className="mr-1 shrink-0 font-semibold text-muted-foreground">지역별</span>
          <div className={chipRowClass}>
            {locations.isPending
              ? Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className="h-8 w-14 shrink-0 rounded-full" />)
              : shownLocations.map((loc) => (
                  <Link
                    key={loc.id}
                    href={`/projects?location=${encodeURIComponent(loc.name)}`}
                    className={chipClass}
                    aria-label={`${loc.name} 지역 프로젝트 보기`}
                  >
                    <MapPin className="size-3.5 text-muted-foreground" aria-hidden="true" />
                    {loc.name}
                  </Link>
                ))}
          </div>
        </div>
      )}
    </div>
  );
}

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden border-b">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-secondary/80 via-background to-background" />
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 -z-10 h-[28rem] w-[56rem] -translate-x-1/2 rounded-full bg-gradient-to-r from-indigo-300/30 via-violet-300/30 to-fuchsia-300/20 blur-3xl"
      />
      <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-10 px-4 pt-12 pb-14 sm:px-6 sm:pt-20 sm:pb-20 lg:grid-cols-12 lg:gap-12">
        <div className="flex flex-col gap-7 lg:col-span-7">
          <p className="inline-flex w-fit items-center gap-1.5 rounded-full border border-primary/15 bg-card/80 px-3 py-1 text-xs font-semibold text-primary shadow-xs sm:text-sm">
            <Sparkles className="size-4" aria-hidden="true" />
            문화예술 협업 플랫폼, 아트링크
          </p>
          <div>
            <h1 id="hero-heading" className="text-[34px] leading-[1.2] font-extrabold tracking-tight text-balance sm:text-5xl sm:leading-[1.15] lg:text-[56px]">
              좋은 작품은
              <br />
              <span className="bg-gradient-to-r from-primary via-violet-600 to-fuchsia-600 bg-clip-text text-transparent">좋은 만남</span>에서 시작됩니다
            </h1>
            <p className="mt-5 max-w-xl text-base leading-relaxed text-muted-foreground sm:text-lg">
              전시·영화·공연·음악 제작자와 미술작가, 배우, 음악가, 무용가를 연결합니다. 프로젝트를 찾고, 지원하고, 함께 만드세요.
            </p>
          </div>
          <LandingSearchBox />
          <QuickChips />
        </div>

        <div className="flex flex-col gap-4 lg:col-span-5 lg:pt-14">
          <HeroStats className="shadow-lg shadow-primary/5" />
          <ul className="grid grid-cols-3 gap-2 sm:gap-3">
            {CLAIMS.map(({ icon: Icon, title, text }) => (
              <li
                key={title}
                className="flex flex-col items-center gap-1.5 rounded-xl border bg-card/80 px-2 py-4 text-center sm:items-start sm:px-4 sm:text-left"
              >
                <span className="flex size-9 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-bold">{title}</span>
                <span className="hidden text-xs text-muted-foreground sm:block">{text}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
