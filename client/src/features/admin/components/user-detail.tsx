import { ArrowLeft } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "wouter";
import { useAuth } from "@/features/auth/exports";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { useSetRole, useSuspend, useUnsuspend, useUserDetail, type AdminUserDetail } from "../api/admin-api";
import { StatusBadges } from "./people-section";
import { ProjectHideButton } from "./projects-section";
import { actionLabel, dateTime, errorText, ErrorLine, kindLabel, Loading, roleLabel } from "./shared";

/** One person: status, suspension, role, projects, reports made and received, sanctions, sign-ins. */
export function UserDetail({ id }: { id: string }) {
  const q = useUserDetail(id);
  if (q.isLoading) return <Loading />;
  if (q.error || !q.data) return <ErrorLine error={q.error ?? new Error("not found")} />;
  const d = q.data;
  const suspended = d.user.suspendedUntil && new Date(d.user.suspendedUntil) > new Date();
  return (
    <section aria-labelledby="person-title" className="grid gap-4">
      <Button asChild variant="ghost" className="w-fit">
        <Link href="/admin/users">
          <ArrowLeft aria-hidden="true" />
          회원 목록
        </Link>
      </Button>
      <Card>
        <CardHeader className="gap-2">
          <CardTitle as="h2" id="person-title" className="text-xl">
            {d.user.name}
          </CardTitle>
          <p className="text-sm break-all text-muted-foreground">
            {d.user.email} · ID {d.user.id}
          </p>
          <StatusBadges user={d.user} />
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          {!d.user.isDeleted && !d.user.staffRole && (suspended ? <UnsuspendButton id={d.user.id} /> : <SuspendDialog id={d.user.id} name={d.user.name} />)}
          {!d.user.isDeleted && <RoleControl detail={d} />}
          <p className="w-full text-xs text-muted-foreground">
            열린 세션 {d.sessions}개 · 가입 {dateTime(d.user.createdAt)}
          </p>
        </CardContent>
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <ListCard title={`프로젝트 (${d.projects.length})`} empty="프로젝트가 없습니다">
          {d.projects.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link href={`/projects/${p.id}`} className="min-w-0 truncate underline">
                {p.title}
              </Link>
              <span className="flex items-center gap-2">
                {p.hiddenAt && <Badge variant="outline">숨김</Badge>}
                <ProjectHideButton id={p.id} hidden={Boolean(p.hiddenAt)} />
              </span>
            </li>
          ))}
        </ListCard>
        <ListCard title={`제재 이력 (${d.sanctions.length})`} empty="제재 이력이 없습니다">
          {d.sanctions.map((s) => (
            <li key={s.id} className="py-2 text-sm">
              <span className="font-medium">{s.kind === "suspend" ? "정지" : "해제"}</span> · {dateTime(s.createdAt)}
              {s.kind === "suspend" && ` · ${s.endsAt ? `${dateTime(s.endsAt)}까지` : "영구"}`} · {s.actor?.name ?? "시스템"}
              <span className="block break-words text-muted-foreground">{s.reason}</span>
            </li>
          ))}
        </ListCard>
        <ListCard title={`받은 신고 (${d.reportsReceived.length})`} empty="받은 신고가 없습니다">
          {d.reportsReceived.map((r) => (
            <li key={r.id} className="py-2 text-sm">
              {kindLabel[r.kind] ?? r.kind} · {dateTime(r.createdAt)} · {r.resolution ? actionLabel[r.resolution] : "대기"}
              <span className="block break-words text-muted-foreground">{r.reason}</span>
            </li>
          ))}
        </ListCard>
        <ListCard title={`한 신고 (${d.reportsMade.length})`} empty="신고한 내역이 없습니다">
          {d.reportsMade.map((r) => (
            <li key={r.id} className="py-2 text-sm">
              {kindLabel[r.kind] ?? r.kind} · {dateTime(r.createdAt)}
              <span className="block break-words text-muted-foreground">{r.reason}</span>
            </li>
          ))}
        </ListCard>
        <ListCard title="최근 로그인" empty="로그인 기록이 없습니다">
          {d.signIns.map((s, i) => (
            <li key={i} className="py-1 text-sm">
              {dateTime(s.at)}
            </li>
          ))}
        </ListCard>
      </div>
    </section>
  );
}

function ListCard({ title, empty, children }: { title: string; empty: string; children: React.ReactNode[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children.length ? <ul className="divide-y">{children}</ul> : <p className="text-sm text-muted-foreground">{empty}</p>}</CardContent>
    </Card>
  );
}

/** The suspend dialog: days (empty for good) and the reason the member is mailed. */
function SuspendDialog({ id, name }: { id: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState("7");
  const [reason, setReason] = useState("");
  const suspend = useSuspend();
  const daysId = useId();
  const reasonId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    suspend.mutate(
      { id, days: days === "forever" ? undefined : Number(days), reason },
      {
        onSuccess: () => {
          toast.success("계정을 정지했습니다. 모든 세션이 종료되었습니다.");
          setOpen(false);
          setReason("");
        },
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive">정지</Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{name} 님 계정 정지</DialogTitle>
            <DialogDescription>
              정지하면 모든 로그인이 즉시 끝나고, 공개한 프로젝트와 게시글이 정지 기간 동안 숨겨집니다. 회원에게 사유와 이의 신청 방법을 메일로 보냅니다.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={daysId}>기간</Label>
            <NativeSelect id={daysId} value={days} onChange={(e) => setDays(e.target.value)}>
              <option value="1">1일</option>
              <option value="3">3일</option>
              <option value="7">7일</option>
              <option value="30">30일</option>
              <option value="90">90일</option>
              <option value="forever">영구</option>
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={reasonId}>사유 (회원에게 전달됩니다)</Label>
            <Textarea id={reasonId} value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={1000} rows={3} />
          </div>
          <ErrorLine error={suspend.error} />
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              취소
            </Button>
            <Button type="submit" variant="destructive" disabled={suspend.isPending || !reason.trim()}>
              정지하기
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function UnsuspendButton({ id }: { id: string }) {
  const unsuspend = useUnsuspend();
  return (
    <Button
      variant="outline"
      disabled={unsuspend.isPending}
      onClick={() =>
        unsuspend.mutate({ id, reason: "" }, { onSuccess: () => toast.success("정지를 해제했습니다."), onError: (e) => toast.error(errorText(e)) })
      }
    >
      정지 해제
    </Button>
  );
}

/** Admins grant and revoke roles; operators see the role only. */
function RoleControl({ detail }: { detail: AdminUserDetail }) {
  const { user: me } = useAuth();
  const setRole = useSetRole();
  const selectId = useId();
  const [role, setRoleValue] = useState(detail.user.staffRole ?? "");
  if (me?.staffRole !== "admin") return detail.user.staffRole ? <Badge>{roleLabel[detail.user.staffRole]}</Badge> : null;
  return (
    <form
      className="flex items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        setRole.mutate(
          { id: detail.user.id, role: role === "" ? null : (role as "operator" | "admin") },
          { onSuccess: (r) => toast.success(r.message), onError: (err) => toast.error(errorText(err)) },
        );
      }}
    >
      <Label htmlFor={selectId} className="shrink-0">
        역할
      </Label>
      <NativeSelect id={selectId} value={role} onChange={(e) => setRoleValue(e.target.value)}>
        <option value="">일반 회원</option>
        <option value="operator">운영자</option>
        <option value="admin">관리자</option>
      </NativeSelect>
      <Button type="submit" variant="outline" disabled={setRole.isPending}>
        변경
      </Button>
    </form>
  );
}
