import { Link } from "wouter";
import { MapPin, Star } from "lucide-react";
import type { PublicArtist } from "@shared/api-types";
import { BIO_PLACEHOLDER } from "@shared/constants";
import { performerSummary, type PerformerDetails } from "@shared/performer";
import { thumbnailUrl } from "@shared/uploads";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { displayName, initials } from "@/lib/format";

const BANNERS = [
  "from-indigo-100 via-violet-100 to-fuchsia-100",
  "from-sky-100 via-indigo-100 to-violet-100",
  "from-violet-100 via-pink-100 to-amber-50",
] as const;

function bannerIndex(id: string): number {
  let h = 0;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) | 0;
  return Math.abs(h) % BANNERS.length;
}

export interface ArtistCardProps {
  /** The directory's cards also carry the performer details (issue 31); the landing's do not. */
  artist: PublicArtist & PerformerDetails;
  /** Spec: artist cards show 2 to 4 tags, the rest as +N. */
  maxTags?: number;
  className?: string;
}

/**
 * An artist in a grid: avatar, name, region, tags, rating and the start of the bio; links to the profile.
 * A performer who gave their details (issue 31) is shown by a headshot (their profile picture, large)
 * with gender, height and the ages they can play, as casting looks for them.
 */
export function ArtistCard({ artist, maxTags = 4, className }: ArtistCardProps) {
  const name = displayName(artist);
  const tags = artist.tags ?? [];
  const shown = tags.slice(0, Math.min(Math.max(maxTags, 2), 4));
  const hidden = tags.length - shown.length;
  const bio = artist.bio && artist.bio.trim() !== BIO_PLACEHOLDER ? artist.bio.trim() : null;
  const featured = artist.portfolios?.find((p) => p.featured && p.imageUrl) ?? artist.portfolios?.find((p) => p.imageUrl);
  const cover = thumbnailUrl(featured?.imageUrl);
  const rating = artist.averageRating;
  const performer = performerSummary(artist);
  const headshot = performer.length > 0 && artist.profileImageUrl ? (thumbnailUrl(artist.profileImageUrl) ?? artist.profileImageUrl) : null;

  return (
    <Link
      href={`/artists/${artist.id}`}
      className={cn(
        "group flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs transition-all duration-200 outline-none hover:-translate-y-0.5 hover:border-primary/30 hover:shadow-lg hover:shadow-primary/5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        className,
      )}
    >
      {headshot ? (
        <div className="aspect-[4/3] bg-muted">
          <img
            src={headshot}
            alt=""
            width={480}
            height={360}
            loading="lazy"
            decoding="async"
            data-testid="artist-headshot"
            className="size-full object-cover object-[center_25%]"
            onError={(e) => {
              e.currentTarget.style.display = "none";
            }}
          />
        </div>
      ) : (
        <div className={cn("relative h-24 bg-gradient-to-br", BANNERS[bannerIndex(artist.id)])}>
          {cover && (
            <img
              src={cover}
              alt=""
              width={480}
              height={96}
              loading="lazy"
              decoding="async"
              className="size-full object-cover opacity-90"
              onError={(e) => {
                e.currentTarget.style.display = "none";
              }}
            />
          )}
        </div>
      )}
      <div className={cn("flex flex-1 flex-col gap-3 px-5 pb-5", headshot && "pt-4")}>
        {!headshot && (
          <Avatar className="-mt-9 size-[72px] border-4 border-card shadow-sm">
            {artist.profileImageUrl && <AvatarImage src={thumbnailUrl(artist.profileImageUrl) ?? undefined} alt="" />}
            <AvatarFallback className="bg-primary/10 text-xl text-primary">{initials(artist)}</AvatarFallback>
          </Avatar>
        )}
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="truncate text-lg font-bold tracking-tight group-hover:text-primary">{name}</h3>
            <p className="mt-0.5 flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{artist.location || "지역 미정"}</span>
              {artist.yearsOfExperience != null && artist.yearsOfExperience > 0 && <span className="shrink-0">· 경력 {artist.yearsOfExperience}년</span>}
            </p>
          </div>
          <p className="flex shrink-0 items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 text-sm font-semibold text-amber-700">
            <Star className="size-3.5 fill-current" aria-hidden="true" />
            <span className="sr-only">평점</span>
            {rating != null && artist.totalReviews > 0 ? rating.toFixed(1) : "-"}
            <span className="text-xs font-normal text-amber-800">({artist.totalReviews ?? 0})</span>
          </p>
        </div>
        {performer.length > 0 && (
          <p className="text-sm font-medium" data-testid="performer-details">
            <span className="sr-only">배우·모델 정보: </span>
            {performer.join(" · ")}
          </p>
        )}
        {shown.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="분야">
            {shown.map((t) => (
              <li key={t.id ?? t.name} className="rounded-md bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
                {t.name}
              </li>
            ))}
            {hidden > 0 && (
              <li className="rounded-md bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground" aria-label={`분야 ${hidden}개 더 있음`}>
                +{hidden}
              </li>
            )}
          </ul>
        )}
        <p className="line-clamp-2 text-sm leading-relaxed text-muted-foreground">{bio ?? "아직 소개글이 없습니다."}</p>
      </div>
    </Link>
  );
}

export function ArtistCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl border bg-card" aria-hidden="true">
      <Skeleton className="h-24 w-full rounded-none" />
      <div className="flex flex-col gap-3 px-5 pb-5">
        <Skeleton className="-mt-9 size-[72px] rounded-full border-4 border-card" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-4 w-1/2" />
        <div className="flex gap-1.5">
          <Skeleton className="h-5 w-12" />
          <Skeleton className="h-5 w-14" />
        </div>
        <Skeleton className="h-4 w-full" />
      </div>
    </div>
  );
}
