import { HardDrive, RotateCw } from "lucide-react";
import { useId } from "react";
import { UNUSED_UPLOAD_TTL_MS } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { useUploadUsage } from "../api/get-upload-usage";

/**
 * Storage in megabytes with at most one decimal: 12_900_000 -> '12.3MB', 500 MiB -> '500MB'; a few bytes
 * show as '0.1MB', never '0MB'. Here, not in lib/format: that module ships in the entry chunk.
 */
function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  const shown = bytes > 0 ? Math.max(0.1, Math.round(mb * 10) / 10) : 0;
  return `${shown.toLocaleString("ko-KR", { maximumFractionDigits: 1 })}MB`;
}

const UNUSED_HOURS = UNUSED_UPLOAD_TTL_MS / 3_600_000;

/** The '저장 공간' card: the storage the account's uploads take against its quota (issue 30). */
export function StorageUsageCard() {
  const id = useId();
  const usage = useUploadUsage();
  const used = usage.data?.usedBytes ?? 0;
  const limit = usage.data?.limitBytes ?? 1;
  const percent = Math.min(100, Math.round((used / limit) * 1000) / 10);
  const label = usage.data ? `저장 공간 ${formatMegabytes(used)} / ${formatMegabytes(limit)}` : "";

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <HardDrive className="size-5 text-primary" aria-hidden="true" />
          저장 공간
        </CardTitle>
        <CardDescription>
          프로필 사진, 포트폴리오, 프로젝트 대표 이미지, 게시글 이미지와 활동 증빙 파일이 차지하는 공간입니다. 올린 뒤 {UNUSED_HOURS}시간 동안 어디에도 쓰지
          않은 파일은 자동으로 삭제됩니다.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        {usage.isLoading ? (
          <>
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-2 w-full" />
          </>
        ) : usage.isError || !usage.data ? (
          <div role="alert" className="flex flex-col items-start gap-3 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
            저장 공간 사용량을 불러오지 못했습니다.
            <Button variant="outline" size="sm" onClick={() => void usage.refetch()}>
              <RotateCw aria-hidden="true" />
              다시 시도
            </Button>
          </div>
        ) : (
          <>
            <p id={id} className="text-sm font-medium tabular-nums">
              {label}
            </p>
            <Progress
              value={percent}
              aria-labelledby={id}
              aria-valuetext={`${percent}% 사용`}
              className={percent >= 90 ? "[&>div]:bg-destructive" : undefined}
            />
            {percent >= 90 ? <p className="text-xs text-destructive">저장 공간이 거의 찼습니다. 쓰지 않는 포트폴리오나 게시글 이미지를 지워주세요.</p> : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
