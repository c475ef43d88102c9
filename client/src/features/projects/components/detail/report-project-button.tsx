import { Suspense, useState } from "react";
import { Flag } from "lucide-react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { lazyNamed } from "@/lib/lazy-named";
import { useUnauthorizedHandler } from "@/features/auth/exports";
import { useReportProject } from "../../api/report-project";

// The dialog's form (react-hook-form, zod) loads on the first click, off the page's first view.
const ReportDialog = lazyNamed(() => import("@/features/community/exports"), "ReportDialog");

/** 신고 (issue 24): for signed-in members who do not own the project; the operators review the report. */
export function ReportProjectButton({ projectId, className }: { projectId: number; className?: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const report = useReportProject();
  const handleUnauthorized = useUnauthorizedHandler();

  const onSubmit = (reason: string) =>
    report.mutate(
      { id: projectId, reason },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success("신고가 접수되었습니다.", { description: "운영팀이 검토한 뒤 알림으로 결과를 알려드립니다." });
        },
        onError: (err) => {
          if (handleUnauthorized(err)) return;
          toast.error("신고 중 오류가 발생했습니다.", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") });
        },
      },
    );

  return (
    <>
      <Button
        variant="secondary"
        size="icon"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        aria-label="프로젝트 신고"
        title="신고"
        className={cn("rounded-full bg-background/90 shadow-sm hover:bg-background", className)}
      >
        <Flag className="size-5! text-foreground" aria-hidden="true" />
      </Button>
      {used && (
        <Suspense fallback={null}>
          <ReportDialog
            open={open}
            onOpenChange={setOpen}
            subject="프로젝트"
            description="허위 모집, 선입금 요구, 부적절한 내용 등 신고 사유를 알려주세요. 운영팀이 검토합니다."
            pending={report.isPending}
            onSubmit={onSubmit}
          />
        </Suspense>
      )}
    </>
  );
}
