import { useState } from "react";
import { CalendarDays, Download, LogIn } from "lucide-react";
import { Link } from "wouter";
import { toast } from "sonner";
import type { MyAudition } from "@shared/api-types";
import { ListEmpty, ListError, ListSkeleton } from "@/components/lists/list-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { useAuth } from "@/features/auth/exports";
import { errorMessage } from "@/lib/api-client";
import { usePageTitle } from "@/lib/page-title";
import { calendarUrl, useBookSlot, useCancelBooking, useMyAuditions, useRequestReschedule } from "../api/get-my-auditions";
import { seoulClock, seoulDateTime } from "../lib/seoul-time";

/** /auditions: the artist's audition invitations; book a time, download it to a calendar, cancel or ask for another. */
export function AuditionsPage() {
  const { user, isLoading } = useAuth();
  const auditions = useMyAuditions();
  usePageTitle("오디션");
  if (!isLoading && !user)
    return (
      <main className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
        <h1 className="text-xl font-semibold">로그인이 필요합니다</h1>
        <p className="text-sm text-muted-foreground">오디션 초대는 로그인한 아티스트만 볼 수 있습니다.</p>
        <Button asChild>
          <Link href="/auth">
            <LogIn aria-hidden="true" /> 로그인
          </Link>
        </Button>
      </main>
    );
  return (
    <main className="mx-auto max-w-3xl space-y-4 px-4 py-6 pb-24 md:pb-6">
      <h1 className="text-2xl font-bold">오디션</h1>
      {user?.userType === "producer" ? (
        <p className="text-sm text-muted-foreground">오디션 일정은 프로젝트의 지원자 관리 화면에서 관리합니다.</p>
      ) : auditions.isPending ? (
        <ListSkeleton rows={2} />
      ) : auditions.isError ? (
        <ListError onRetry={() => void auditions.refetch()} what="오디션 초대" />
      ) : auditions.data.length === 0 ? (
        <ListEmpty
          icon={<CalendarDays className="size-10" aria-hidden="true" />}
          title="받은 오디션 초대가 없습니다"
          description="제작팀이 오디션에 초대하면 여기에서 시간을 예약할 수 있습니다."
        />
      ) : (
        <ul className="space-y-4">
          {auditions.data.map((a) => (
            <AuditionCard key={a.applicationId} audition={a} />
          ))}
        </ul>
      )}
    </main>
  );
}

function AuditionCard({ audition: a }: { audition: MyAudition }) {
  const book = useBookSlot();
  const cancel = useCancelBooking();
  const reschedule = useRequestReschedule();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState("");
  const onError = (what: string) => (err: unknown) => toast.error(what, { description: errorMessage(err, "잠시 후 다시 시도해주세요.") });
  const b = a.booking;
  return (
    <li className="space-y-3 rounded-lg border p-4" aria-label={`${a.project.title} 오디션`}>
      <div>
        <h2 className="font-semibold">{a.project.title}</h2>
        {a.role && <p className="text-sm text-muted-foreground">{a.role.name}</p>}
      </div>
      {b && b.status !== "cancelled" ? (
        <div className="space-y-2 rounded-md bg-muted p-3 text-sm" data-testid="my-booking">
          <p className="font-medium">
            예약: {seoulDateTime(b.slot.startsAt)}–{seoulClock(b.slot.endsAt)}{" "}
            <Badge variant="secondary">{b.status === "booked" ? "예약됨" : b.status === "attended" ? "참석" : "불참"}</Badge>
          </p>
          <p>{b.slot.place ?? b.slot.onlineUrl}</p>
          {b.rescheduleMessage && <p className="text-amber-800">일정 변경을 요청했습니다: {b.rescheduleMessage}</p>}
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm" variant="outline">
              <a href={calendarUrl(b.id)} download>
                <Download aria-hidden="true" /> 캘린더에 추가 (.ics)
              </a>
            </Button>
            {b.status === "booked" && (
              <>
                <Button size="sm" variant="outline" onClick={() => setAsking((v) => !v)}>
                  일정 변경 요청
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => cancel.mutate(b.id, { onSuccess: () => toast.success("예약을 취소했습니다"), onError: onError("취소하지 못했습니다") })}
                >
                  예약 취소
                </Button>
              </>
            )}
          </div>
          {asking && (
            <div className="space-y-2">
              <label className="block space-y-1">
                <span>요청 내용</span>
                <Textarea value={message} maxLength={500} rows={3} onChange={(e) => setMessage(e.target.value)} />
              </label>
              <Button
                size="sm"
                disabled={!message.trim() || reschedule.isPending}
                onClick={() =>
                  reschedule.mutate(
                    { id: b.id, message: message.trim() },
                    {
                      onSuccess: () => {
                        toast.success("제작팀에 일정 변경을 요청했습니다");
                        setAsking(false);
                      },
                      onError: onError("요청하지 못했습니다"),
                    },
                  )
                }
              >
                요청 보내기
              </Button>
            </div>
          )}
        </div>
      ) : a.slots.length === 0 ? (
        <p className="text-sm text-muted-foreground">예약할 수 있는 시간이 아직 없습니다.</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="예약 가능한 시간">
          {a.slots.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-2 rounded-md border p-3 text-sm">
              <span>
                <span className="block font-medium">
                  {seoulDateTime(s.startsAt)}–{seoulClock(s.endsAt)}
                </span>
                <span className="text-muted-foreground">
                  {s.place ?? s.onlineUrl} · 남은 자리 {s.capacity - s.booked}
                </span>
              </span>
              <Button
                size="sm"
                disabled={book.isPending}
                onClick={() => book.mutate(s.id, { onSuccess: () => toast.success("오디션을 예약했습니다"), onError: onError("예약하지 못했습니다") })}
              >
                예약
              </Button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
