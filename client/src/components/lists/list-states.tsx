import type { ReactNode } from "react";
import { AlertCircle, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";

/** Placeholder cards while a list of cards loads (dashboard tabs, the activity record). */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="flex flex-col gap-3" role="status" aria-label="불러오는 중">
      {Array.from({ length: rows }, (_, i) => (
        <Card key={i}>
          <CardContent className="flex flex-col gap-3 p-4 sm:p-5">
            <div className="flex items-center gap-3">
              <Skeleton className="size-10 rounded-full" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            </div>
            <Skeleton className="h-3 w-full" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** A failed list with a retry button. */
export function ListError({ onRetry, what }: { onRetry: () => void; what: string }) {
  return (
    <Card>
      <EmptyState
        role="alert"
        icon={<AlertCircle />}
        title={`${what}을(를) 불러오지 못했습니다`}
        description="네트워크 연결을 확인한 뒤 다시 시도해주세요."
        action={
          <Button variant="outline" onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            다시 시도
          </Button>
        }
      />
    </Card>
  );
}

/** An empty list inside a card, with an optional action. */
export function ListEmpty({ icon, title, description, action }: { icon: ReactNode; title: string; description?: string; action?: ReactNode }) {
  return (
    <Card>
      <EmptyState icon={icon} title={title} description={description} action={action} />
    </Card>
  );
}
