import { MessageSquareQuote } from "lucide-react";
import { Link } from "wouter";
import { Card, CardContent } from "@/components/ui/card";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Stars } from "@/components/reviews/stars";
import { useUserReviews } from "@/features/reviews/api/get-user-reviews";
import { displayName, formatDate, initials } from "@/lib/format";
import { ListEmpty, ListError, ListSkeleton } from "@/components/lists/list-states";

/** Spec: the reviews the signed-in user received, newest first. */
export function ReceivedReviewsTab({ userId, emptyHint }: { userId: string; emptyHint: string }) {
  const reviews = useUserReviews(userId);
  if (reviews.isLoading) return <ListSkeleton />;
  if (reviews.isError) return <ListError what="후기" onRetry={() => void reviews.refetch()} />;
  const list = reviews.data ?? [];
  if (list.length === 0) return <ListEmpty icon={<MessageSquareQuote />} title="아직 받은 후기가 없습니다" description={emptyHint} />;
  const average = list.reduce((sum, r) => sum + r.rating, 0) / list.length;

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        받은 후기 <span className="font-semibold text-foreground tabular-nums">{list.length}</span>개 · 평균{" "}
        <span className="font-semibold text-foreground tabular-nums">{average.toFixed(1)}</span>점
      </p>
      <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2 [&>li]:min-w-0">
        {list.map((r) => (
          <li key={r.id}>
            <Card className="h-full" data-testid="received-review">
              <CardContent className="flex flex-col gap-3 p-4 sm:p-5">
                <div className="flex items-start justify-between gap-3">
                  <div className="flex min-w-0 items-center gap-3">
                    <Avatar className="size-10 shrink-0">
                      {r.reviewer.profileImageUrl && <AvatarImage src={r.reviewer.profileImageUrl} alt="" />}
                      <AvatarFallback>{initials(r.reviewer)}</AvatarFallback>
                    </Avatar>
                    <div className="flex min-w-0 flex-col">
                      <span className="truncate text-sm font-semibold">{displayName(r.reviewer)}</span>
                      <Link
                        href={`/projects/${r.projectId}`}
                        className="truncate text-xs text-muted-foreground outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                      >
                        {r.project.title}
                      </Link>
                    </div>
                  </div>
                  <time dateTime={r.createdAt} className="shrink-0 text-xs text-muted-foreground">
                    {formatDate(r.createdAt, "dot")}
                  </time>
                </div>
                <Stars rating={r.rating} />
                {r.comment && <p className="text-sm whitespace-pre-wrap break-words">{r.comment}</p>}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
