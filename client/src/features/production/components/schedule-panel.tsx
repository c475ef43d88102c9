import { useState, type FormEvent } from "react";
import { CalendarDays } from "lucide-react";
import { toast } from "sonner";
import { ListEmpty, ListError, ListSkeleton } from "@/components/lists/list-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { errorMessage } from "@/lib/api-client";
import { displayName } from "@/lib/format";
import { useCreateSlot, useMarkAttendance, useSchedule } from "../api/get-schedule";
import { seoulClock, seoulDayLabel } from "../lib/seoul-time";

const bookingLabel = { booked: "예약", cancelled: "취소", attended: "참석", no_show: "불참" } as const;

/** Publishing slots (Seoul times) and the schedule by day, with attended / no-show marks. */
export function SchedulePanel({ projectId, roles }: { projectId: number; roles: Array<{ id: number; name: string }> }) {
  const schedule = useSchedule(projectId);
  const create = useCreateSlot(projectId);
  const mark = useMarkAttendance(projectId);
  const [form, setForm] = useState({ date: "", start: "10:00", end: "11:00", place: "", onlineUrl: "", capacity: "1", roleId: "", round: "1" });
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      {
        startsAt: `${form.date}T${form.start}:00+09:00`,
        endsAt: `${form.date}T${form.end}:00+09:00`,
        place: form.place.trim() || null,
        onlineUrl: form.onlineUrl.trim() || null,
        capacity: Number(form.capacity),
        roleId: form.roleId ? Number(form.roleId) : null,
        round: Number(form.round),
      },
      {
        onSuccess: () => toast.success("오디션 시간을 공개했습니다"),
        onError: (err) => toast.error("공개하지 못했습니다", { description: errorMessage(err, "입력값을 확인해주세요.") }),
      },
    );
  };
  return (
    <div className="grid gap-6 lg:grid-cols-[360px_minmax(0,1fr)]">
      <form onSubmit={submit} className="space-y-3 rounded-lg border p-4" aria-labelledby="slot-form-heading">
        <h2 id="slot-form-heading" className="font-semibold">
          오디션 시간 공개
        </h2>
        <label className="block space-y-1 text-sm">
          <span>날짜</span>
          <Input type="date" required value={form.date} onChange={set("date")} />
        </label>
        <div className="grid grid-cols-2 gap-2">
          <label className="block space-y-1 text-sm">
            <span>시작 (한국 시간)</span>
            <Input type="time" required value={form.start} onChange={set("start")} />
          </label>
          <label className="block space-y-1 text-sm">
            <span>종료</span>
            <Input type="time" required value={form.end} onChange={set("end")} />
          </label>
        </div>
        <label className="block space-y-1 text-sm">
          <span>장소</span>
          <Input value={form.place} onChange={set("place")} placeholder="서울 마포구 연습실 B" maxLength={200} />
        </label>
        <label className="block space-y-1 text-sm">
          <span>온라인 주소 (선택)</span>
          <Input type="url" value={form.onlineUrl} onChange={set("onlineUrl")} placeholder="https://" />
        </label>
        <div className="grid grid-cols-2 gap-2">
          <label className="block space-y-1 text-sm">
            <span>정원</span>
            <Input type="number" min={1} max={100} required value={form.capacity} onChange={set("capacity")} />
          </label>
          <label className="block space-y-1 text-sm" htmlFor="slot-round">
            <span>차수</span>
            <NativeSelect id="slot-round" value={form.round} onChange={set("round")}>
              <option value="1">1차</option>
              <option value="2">콜백 (2차)</option>
              <option value="3">3차</option>
            </NativeSelect>
          </label>
        </div>
        {roles.length > 0 && (
          <label className="block space-y-1 text-sm" htmlFor="slot-role">
            <span>모집 분야</span>
            <NativeSelect id="slot-role" value={form.roleId} onChange={set("roleId")}>
              <option value="">모든 분야</option>
              {roles.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </NativeSelect>
          </label>
        )}
        <Button type="submit" disabled={create.isPending} className="w-full">
          {create.isPending ? "공개하는 중…" : "시간 공개"}
        </Button>
      </form>

      <section aria-labelledby="schedule-heading" className="space-y-4">
        <h2 id="schedule-heading" className="font-semibold">
          날짜별 일정
        </h2>
        {schedule.isPending ? (
          <ListSkeleton rows={2} />
        ) : schedule.isError ? (
          <ListError onRetry={() => void schedule.refetch()} what="오디션 일정" />
        ) : !schedule.data.length ? (
          <ListEmpty
            icon={<CalendarDays className="size-10" aria-hidden="true" />}
            title="공개한 오디션 시간이 없습니다"
            description="왼쪽에서 첫 시간을 공개하세요."
          />
        ) : (
          schedule.data.map((day) => (
            <div key={day.date} className="space-y-2">
              <h3 className="text-sm font-semibold text-muted-foreground">{seoulDayLabel(day.date)}</h3>
              <ul className="space-y-2">
                {day.slots.map((s) => (
                  <li key={s.id} className="rounded-lg border p-3 text-sm" data-testid="schedule-slot">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">
                        {seoulClock(s.startsAt)}–{seoulClock(s.endsAt)}
                      </span>
                      <span className="text-muted-foreground">{s.place ?? s.onlineUrl}</span>
                      <Badge variant="outline">
                        {s.booked}/{s.capacity}명
                      </Badge>
                      {s.round > 1 && <Badge>콜백 {s.round}차</Badge>}
                    </div>
                    {s.bookings.length > 0 && (
                      <ul className="mt-2 space-y-1">
                        {s.bookings.map((b) => (
                          <li key={b.id} className="flex flex-wrap items-center gap-2">
                            <span>{displayName(b.artist)}</span>
                            {b.role && <span className="text-xs text-muted-foreground">{b.role.name}</span>}
                            <Badge variant="secondary">{bookingLabel[b.status]}</Badge>
                            {b.rescheduleMessage && <span className="text-xs text-amber-800">변경 요청: {b.rescheduleMessage}</span>}
                            <span className="ml-auto flex gap-1">
                              <Button size="sm" variant="outline" onClick={() => mark.mutate({ id: b.id, status: "attended" })}>
                                참석
                              </Button>
                              <Button size="sm" variant="outline" onClick={() => mark.mutate({ id: b.id, status: "no_show" })}>
                                불참
                              </Button>
                            </span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </section>
    </div>
  );
}
