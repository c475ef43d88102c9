import { Link } from "wouter";
import { ChevronRight, MapPin, Palette } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { usePublicArtists } from "@/features/landing/api/get-public-artists";
import { displayName } from "@/lib/format";
import { AuthorAvatar } from "./author-link";
import { SidebarCard } from "./sidebar-card";

/** Three featured artists (the landing's list), each linking to the profile. */
export function FeaturedArtistsCard() {
  const artists = usePublicArtists(3);
  return (
    <SidebarCard
      icon={<Palette />}
      title="추천 아티스트"
      action={
        <Link
          href="/artists"
          className="flex items-center rounded-sm text-xs font-medium text-muted-foreground outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-ring"
        >
          아티스트 전체 보기
          <ChevronRight className="size-3.5" aria-hidden="true" />
        </Link>
      }
    >
      {artists.isPending ? (
        <div className="flex flex-col gap-3" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : !artists.data?.length ? (
        <p className="text-sm text-muted-foreground">{artists.isError ? "아티스트 정보를 불러올 수 없습니다" : "아직 소개할 아티스트가 없습니다."}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {artists.data.map((a) => (
            <li key={a.id}>
              <Link
                href={`/artists/${a.id}`}
                className="-mx-2 flex items-center gap-3 rounded-lg p-2 transition-colors outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
              >
                <AuthorAvatar author={{ ...a, isDeleted: false }} />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sm font-semibold">{displayName(a)}</span>
                  <span className="flex items-center gap-1 truncate text-xs text-muted-foreground">
                    <MapPin className="size-3 shrink-0" aria-hidden="true" />
                    <span className="truncate">{a.location || "지역 미정"}</span>
                    {a.tags.length > 0 && (
                      <span className="truncate">
                        ·{" "}
                        {a.tags
                          .slice(0, 2)
                          .map((t) => t.name)
                          .join(", ")}
                      </span>
                    )}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SidebarCard>
  );
}
