import { MessageSquareQuote } from "lucide-react";
import type { ProjectReview } from "@shared/api-types";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Stars } from "@/components/reviews/stars";
import { displayName, formatDate, initials } from "@/lib/format";
import { thumbnailUrl } from "@shared/uploads";
import { SectionCard, SectionEmpty } from "@/components/profile/section-card";

export interface ReviewsSectionProps {
  reviews: ProjectReview[];
  averageRating: number | null;
  totalReviews: number;
}

/** 받은 후기: the average with one decimal, then each review newest first. */
export function ReviewsSection({ reviews, averageRating, totalReviews }: ReviewsSectionProps) {
  return (
    <SectionCard
      id="reviews"
      title="받은 후기"
      icon={<MessageSquareQuote />}
      meta={totalReviews > 0 && averageRating != null ? `★ ${averageRating.toFixed(1)} · ${totalReviews}개` : undefined}
    >
      {reviews.length === 0 ? (
        <SectionEmpty>아직 받은 후기가 없습니다.</SectionEmpty>
      ) : (
        <ul className="flex flex-col divide-y">
          {reviews.map((r) => (
            <li key={r.id} className="flex gap-3 py-4 first:pt-0 last:pb-0">
              <Avatar className="size-10 shrink-0">
                {r.reviewer.profileImageUrl && !r.reviewer.isDeleted && <AvatarImage src={thumbnailUrl(r.reviewer.profileImageUrl) ?? undefined} alt="" />}
                <AvatarFallback className="bg-primary/10 text-primary">{initials(r.reviewer)}</AvatarFallback>
              </Avatar>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-semibold">{displayName(r.reviewer)}</span>
                  <Stars rating={r.rating} />
                  <span className="text-xs text-muted-foreground">{formatDate(r.createdAt, "dot")}</span>
                </div>
                <p className="mt-0.5 truncate text-xs text-muted-foreground">{r.project.title}</p>
                {r.comment && <p className="mt-1.5 text-sm leading-relaxed break-words whitespace-pre-line">{r.comment}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
