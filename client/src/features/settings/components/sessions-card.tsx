import { History, MonitorSmartphone } from "lucide-react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { useEndSession, useRevokeOthers, useSessions, useSignIns } from "../api/security";

const when = (iso: string) => new Date(iso).toLocaleString("ko-KR", { dateStyle: "medium", timeStyle: "short" });

const methodLabel: Record<string, string> = {
  password: "비밀번호",
  passkey: "패스키",
  kakao: "카카오",
  naver: "네이버",
  google: "Google",
};
const methodOf = (m: string) =>
  m
    .split("+")
    .map((p) => methodLabel[p] ?? (p === "totp" ? "인증 코드" : p === "recovery" ? "복구 코드" : p))
    .join(" + ");

/** '로그인된 기기': where the account is signed in, each with an end button; "log out elsewhere". */
export function SessionsCard() {
  const sessions = useSessions();
  const end = useEndSession();
  const others = useRevokeOthers();
  const list = sessions.data ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <MonitorSmartphone className="size-5 text-primary" aria-hidden="true" />
          로그인된 기기
        </CardTitle>
        <CardDescription>이 계정에 로그인된 브라우저입니다. 모르는 기기가 있다면 로그아웃시키고 비밀번호를 변경해주세요.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {sessions.isLoading && <Skeleton className="h-16 w-full" />}
        <ul className="grid gap-3" aria-label="로그인된 기기 목록">
          {list.map((s) => (
            <li key={s.id} className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  {s.device}
                  {s.current && <Badge variant="secondary">현재 기기</Badge>}
                </p>
                <p className="text-xs text-muted-foreground">
                  {s.address || "주소 알 수 없음"} · 로그인 {when(s.createdAt)} · 최근 사용 {when(s.lastSeenAt)}
                </p>
              </div>
              {!s.current && (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={end.isPending}
                  aria-label={`${s.device} 로그아웃시키기`}
                  onClick={() =>
                    end.mutate(s.id, {
                      onSuccess: () => toast.success("그 기기를 로그아웃시켰습니다"),
                      onError: (err) => toast.error("로그아웃시키지 못했습니다", { description: errorMessage(err, "다시 시도해주세요.") }),
                    })
                  }
                >
                  로그아웃시키기
                </Button>
              )}
            </li>
          ))}
        </ul>
        {list.length > 1 && (
          <div>
            <Button
              variant="outline"
              disabled={others.isPending}
              onClick={() =>
                others.mutate(undefined, {
                  onSuccess: () => toast.success("다른 기기에서 모두 로그아웃시켰습니다"),
                  onError: (err) => toast.error("로그아웃시키지 못했습니다", { description: errorMessage(err, "다시 시도해주세요.") }),
                })
              }
            >
              다른 기기 모두 로그아웃
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** The last 50 sign-ins and failed attempts. */
export function SignInHistoryCard() {
  const signIns = useSignIns();
  const rows = signIns.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <History className="size-5 text-primary" aria-hidden="true" />
          로그인 기록
        </CardTitle>
        <CardDescription>최근 50번의 로그인과 실패한 시도입니다.</CardDescription>
      </CardHeader>
      <CardContent>
        {signIns.isLoading && <Skeleton className="h-16 w-full" />}
        {!signIns.isLoading && rows.length === 0 && <p className="text-sm text-muted-foreground">기록이 없습니다.</p>}
        <ul className="grid max-h-80 gap-2 overflow-y-auto" aria-label="로그인 기록">
          {rows.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b pb-2 text-sm last:border-b-0">
              <span className={r.success ? "font-medium" : "font-medium text-destructive"}>{r.success ? "로그인" : "실패"}</span>
              <span className="text-muted-foreground">{methodOf(r.method)}</span>
              <span className="text-muted-foreground">{r.device}</span>
              <span className="text-muted-foreground">{r.address}</span>
              <time dateTime={r.at} className="text-muted-foreground">
                {when(r.at)}
              </time>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
