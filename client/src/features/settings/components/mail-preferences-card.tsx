import { useId } from "react";
import { BellRing, RotateCw } from "lucide-react";
import { toast } from "sonner";
import { MAIL_KINDS, type MailKind } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/api-client";
import { useMailPreferences } from "../api/get-mail-preferences";
import { useUpdateMailPreferences } from "../api/update-mail-preferences";

const KIND_COPY: Record<MailKind, { title: string; description: string }> = {
  invitation: { title: "프로젝트 초대", description: "제작자가 프로젝트에 초대하거나 초대에 대한 응답이 왔을 때" },
  application_result: { title: "지원 결과", description: "지원서가 승인 또는 거절되었을 때, 내 프로젝트에 새 지원이 들어왔을 때" },
  project_status: { title: "프로젝트 상태 변경", description: "참여 중인 프로젝트가 시작되거나 완료되었을 때" },
  review: { title: "후기", description: "함께한 사람이 나에게 후기를 남겼을 때" },
  deadline_reminder: { title: "마감 알림", description: "초대받은 프로젝트의 모집 마감이 다가올 때" },
  saved_search: { title: "저장한 검색", description: "저장한 검색 조건에 맞는 새 프로젝트나 회원이 등록되었을 때 (즉시·매일·매주)" },
  contract: { title: "서면계약", description: "계약서 서명 요청, 거절, 서명 완료된 계약서(PDF)" },
  audition: { title: "오디션", description: "오디션에 초대되었을 때, 예약한 오디션 하루 전" },
};

/** The '이메일 알림' card: one switch per mail kind, saved at once; account mail is always sent. */
export function MailPreferencesCard() {
  const id = useId();
  const prefs = useMailPreferences();
  const update = useUpdateMailPreferences();

  const toggle = (kind: MailKind, on: boolean) =>
    update.mutate(
      { preferences: { [kind]: on } },
      {
        onSuccess: () => toast.success("이메일 알림 설정 저장", { description: `${KIND_COPY[kind].title} 메일을 ${on ? "받습니다" : "받지 않습니다"}.` }),
        onError: (err) => toast.error("설정 저장 실패", { description: errorMessage(err, "이메일 알림 설정을 저장하지 못했습니다. 다시 시도해주세요.") }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <BellRing className="size-5 text-primary" aria-hidden="true" />
          이메일 알림
        </CardTitle>
        <CardDescription>받고 싶은 알림 메일을 선택하세요. 비밀번호 재설정 등 계정 관련 메일은 항상 발송됩니다.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {prefs.isLoading ? (
          MAIL_KINDS.map((k) => <Skeleton key={k} className="h-10 w-full" />)
        ) : prefs.isError || !prefs.data ? (
          <div role="alert" className="flex flex-col items-start gap-3 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
            이메일 알림 설정을 불러오지 못했습니다.
            <Button variant="outline" size="sm" onClick={() => void prefs.refetch()}>
              <RotateCw aria-hidden="true" />
              다시 시도
            </Button>
          </div>
        ) : (
          MAIL_KINDS.map((kind, i) => (
            <div key={kind} className="grid gap-4">
              {i > 0 && <Separator />}
              <div className="flex items-center justify-between gap-4">
                <div className="min-w-0">
                  <label htmlFor={`${id}-${kind}`} className="cursor-pointer text-sm font-medium">
                    {KIND_COPY[kind].title}
                  </label>
                  <p id={`${id}-${kind}-desc`} className="text-sm text-muted-foreground">
                    {KIND_COPY[kind].description}
                  </p>
                </div>
                <Switch
                  id={`${id}-${kind}`}
                  checked={prefs.data.preferences[kind] ?? true}
                  onCheckedChange={(on) => toggle(kind, on)}
                  aria-describedby={`${id}-${kind}-desc`}
                  data-testid={`mail-pref-${kind}`}
                />
              </div>
            </div>
          ))
        )}
      </CardContent>
    </Card>
  );
}
