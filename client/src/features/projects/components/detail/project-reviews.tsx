import { MessageSquareText } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useProjectReviews } from "@/features/reviews/api/get-project-reviews";
import { displayName, formatDate, formatRelativeTime, initials } from "@/lib/format";
import { Stars } from "@/components/reviews/stars";

/** Reviews written on this project (producer <-> accepted artists after completion). */
export function ProjectReviews({ projectId }: { projectId: number }) {
  const reviews = useProjectReviews(projectId);
  const count = reviews.data?.length ?? 0;

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle as="h2">후기 {count > 0 && <span className="ml-1 text-base font-medium text-muted-foreground tabular-nums">{count}</span>}</CardTitle>
      </CardHeader>
      <CardContent>
        {reviews.isLoading ? (
          <div className="flex flex-col gap-4" role="status" aria-busy="true" aria-label="후기를 불러오는 중">
            {[0, 1].map((i) => (
              <div key={i} className="flex gap-3">
                <Skeleton className="size-10 rounded-full" />
                <div className="flex flex-1 flex-col gap-2">
                  <Skeleton className="h-4 w-32" />
                  <Skeleton className="h-4 w-full" />
                </div>
              </div>
            ))}
          </div>
        ) : reviews.isError ? (
          <div className="flex flex-col items-start gap-2 text-sm text-muted-foreground">
            <p>후기를 불러오지 못했습니다.</p>
            <Button variant="outline" size="sm" onClick={() => void reviews.refetch()}>
              다시 시도
            </Button>
          </div>
        ) : count === 0 ? (
          <EmptyState
            className="py-8"
            icon={<MessageSquareText />}
            title="아직 작성된 후기가 없습니다"
            description="프로젝트가 완료되면 참여자들의 후기가 이곳에 표시됩니다."
          />
        ) : (
          <ul className="flex flex-col divide-y">
            {reviews.data!.map((review) => (
              <li key={review.id} className="flex gap-3 py-4 first:pt-0 last:pb-0">
                <Avatar className="size-10">
                  {review.reviewer?.profileImageUrl && !review.reviewer.isDeleted && <AvatarImage src={review.reviewer.profileImageUrl} alt="" />}
                  <AvatarFallback>{initials(review.reviewer)}</AvatarFallback>
                </Avatar>
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
                    <span className="font-semibold">{displayName(review.reviewer)}</span>
                    <span className="text-xs text-muted-foreground">→ {displayName(review.reviewee)}</span>
                    <time dateTime={review.createdAt} title={formatDate(review.createdAt, "datetime")} className="ml-auto text-xs text-muted-foreground">
                      {formatRelativeTime(review.createdAt)}
                    </time>
                  </div>
                  <Stars rating={review.rating} />
                  {review.comment && <p className="text-sm leading-6 whitespace-pre-wrap">{review.comment}</p>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
