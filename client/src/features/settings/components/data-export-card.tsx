import { Download, FileArchive } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { apiUrl } from "@/lib/api";
import { errorMessage } from "@/lib/api-client";
import { useDataExport, useRequestDataExport } from "../api/data-export";
import { isReauthRequired, withReauth } from "./reauth";

const when = (iso: string) => new Date(iso).toLocaleString("ko-KR", { dateStyle: "medium", timeStyle: "short" });
const sizeOf = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))}KB` : `${(bytes / 1024 / 1024).toFixed(1)}MB`);

/**
 * '내 데이터 받기' (issue 25): ask for a ZIP of my data, prepared in the background; a notification and a
 * mail say when it is ready; then a download for 24 hours.
 */
export function DataExportCard() {
  const state = useDataExport();
  const request = useRequestDataExport();
  const current = state.data?.export ?? null;

  const ask = async () => {
    try {
      await withReauth(() => request.mutateAsync());
      toast.success("내 데이터를 준비하고 있습니다", { description: "준비되면 알림과 메일로 알려드립니다." });
    } catch (err) {
      if (isReauthRequired(err)) return;
      toast.error("요청하지 못했습니다", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") });
    }
  };

  return (
    <Card id="my-data">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <FileArchive className="size-5 text-primary" aria-hidden="true" />내 데이터 받기
        </CardTitle>
        <CardDescription>
          계정 정보, 프로필과 포트폴리오 파일, 프로젝트, 지원, 초대, 메시지, 계약서(PDF), 리뷰, 활동 기록, 저장한 검색, 로그인 기록을 ZIP 파일로 받을 수
          있습니다.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3" aria-live="polite">
        {state.isLoading && <Skeleton className="h-12 w-full" />}
        {state.isError && (
          <p role="alert" className="text-sm text-destructive">
            상태를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.
          </p>
        )}
        {current?.status === "pending" && (
          <p className="flex items-center gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
            <Spinner />
            준비 중입니다. 완료되면 알림과 메일로 알려드립니다. 이 페이지를 떠나도 괜찮습니다.
          </p>
        )}
        {current?.status === "ready" && (
          <div className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm">
              준비되었습니다{current.bytes ? ` (${sizeOf(current.bytes)})` : ""}.{" "}
              <span className="text-muted-foreground">{current.expiresAt ? `${when(current.expiresAt)}까지 내려받을 수 있습니다.` : ""}</span>
            </p>
            <Button asChild size="sm">
              <a href={apiUrl("GET /api/me/export/{id}/download", { params: { id: current.id } })} download>
                <Download aria-hidden="true" />
                내려받기
              </a>
            </Button>
          </div>
        )}
        {current?.status === "failed" && (
          <p role="alert" className="text-sm text-destructive">
            파일을 만들지 못했습니다. 다시 요청해주세요.
          </p>
        )}
        {current?.status === "expired" && <p className="text-sm text-muted-foreground">지난 파일은 기한(24시간)이 지나 삭제되었습니다.</p>}
        {!state.isLoading && current?.status !== "pending" && current?.status !== "ready" && (
          <div>
            <Button variant="outline" onClick={() => void ask()} disabled={request.isPending}>
              {request.isPending && <Spinner />}내 데이터 요청하기
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
