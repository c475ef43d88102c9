import { Link } from "wouter";
import { BriefcaseBusiness, MapPin, Star } from "lucide-react";
import type { PersonCard } from "@shared/api-types";
import { BIO_PLACEHOLDER } from "@shared/constants";
import { thumbnailUrl } from "@shared/uploads";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { displayName, initials } from "@/lib/format";

/** Spec: producer cards show 3 tags, the rest as +N. */
const PRODUCER_CARD_TAGS = 3;

export interface ProducerCardProps {
  producer: PersonCard;
  className?: string;
}

/** A producer in the directory grid: avatar, name, region, rating, completed projects, 3 tags and the bio's start. */
export function ProducerCard({ producer, className }: ProducerCardProps) {
  const name = displayName(producer);
  const tags = producer.tags ?? [];
  const shown = tags.slice(0, PRODUCER_CARD_TAGS);
  const hidden = tags.length - shown.length;
  const bio = producer.bio && producer.bio.trim() !== BIO_PLACEHOLDER ? producer.bio.trim() : null;
  const rating = producer.averageRating;

  return (
    <Link
      href={`/producers/${producer.id}`}
      className={cn(
        "group flex h-full flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-xs transition-all duration-200 outline-none hover:-translate-y-0.5 hover:border-primary/30 hover:shadow-lg hover:shadow-primary/5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        className,
      )}
    >
      <div className="flex items-center gap-3.5">
        <Avatar className="size-14 border shadow-xs">
          {producer.profileImageUrl && <AvatarImage src={thumbnailUrl(producer.profileImageUrl) ?? undefined} alt="" />}
          <AvatarFallback className="bg-primary/10 text-lg text-primary">{initials(producer)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-lg font-bold tracking-tight group-hover:text-primary">{name}</h3>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{producer.location || "지역 미정"}</span>
            {producer.yearsOfExperience != null && producer.yearsOfExperience > 0 && <span className="shrink-0">· 경력 {producer.yearsOfExperience}년</span>}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="flex items-center gap-1.5 rounded-lg bg-amber-50 px-3 py-2 text-amber-800">
          <dt className="sr-only">평점</dt>
          <dd className="flex items-center gap-1.5 font-semibold">
            <Star className="size-4 shrink-0 fill-current" aria-hidden="true" />
            <span>
              {rating != null && producer.totalReviews > 0 ? rating.toFixed(1) : "-"}
              <span className="ml-1 text-xs font-normal text-amber-800">후기 {producer.totalReviews ?? 0}</span>
            </span>
          </dd>
        </div>
        <div className="flex items-center gap-1.5 rounded-lg bg-secondary px-3 py-2 text-secondary-foreground">
          <dt className="sr-only">완료한 프로젝트</dt>
          <dd className="flex items-center gap-1.5 font-semibold">
            <BriefcaseBusiness className="size-4 shrink-0" aria-hidden="true" />
            <span>
              완료 {producer.completedProjects ?? 0}
              <span className="ml-0.5 text-xs font-normal">건</span>
            </span>
          </dd>
        </div>
      </dl>
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
      <p className="mt-auto line-clamp-2 text-sm leading-relaxed text-muted-foreground">{bio ?? "아직 소개글이 없습니다."}</p>
    </Link>
  );
}

export function ProducerCardSkeleton() {
  return (
    <div className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5" aria-hidden="true">
      <div className="flex items-center gap-3.5">
        <Skeleton className="size-14 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
      </div>
      <div className="flex gap-1.5">
        <Skeleton className="h-5 w-12" />
        <Skeleton className="h-5 w-14" />
        <Skeleton className="h-5 w-10" />
      </div>
      <Skeleton className="h-4 w-full" />
    </div>
  );
}
