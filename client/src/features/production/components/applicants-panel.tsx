import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { CalendarPlus, Columns3, ListChecks, MessageSquare, Star, Users, XCircle } from "lucide-react";
import { toast } from "sonner";
import type { Applicant } from "@shared/api-types";
import { MESSAGE_MAX } from "@shared/constants";
import { APPLICANTS_PAGE_MAX, BULK_REASON_MAX, TRIAGE_LABEL_KO, TRIAGE_LABELS, type TriageLabel } from "@shared/validators/production";
import { applicationStatusLabel } from "@shared/labels";
import { ListEmpty, ListError, ListSkeleton } from "@/components/lists/list-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/api";
import { errorMessage } from "@/lib/api-client";
import { displayName, formatDate } from "@/lib/format";
import { cn } from "@/lib/cn";
import { useApplicants, type ApplicantsFilters } from "../api/get-applicants";
import { useBulkDecline, useBulkInvite, useBulkMessage } from "../api/bulk-answers";
import { scheduleQueryOptions, useInviteToAudition } from "../api/get-schedule";
import { useUpdateTriage } from "../api/update-triage";
import { seoulDateTime } from "../lib/seoul-time";
import { BulkAnswerDialog } from "./bulk-answer-dialog";
import { CompareDialog } from "./compare-dialog";

const INVITABLE: ReadonlyArray<Applicant["status"]> = ["pending", "accepted", "invited_accepted"];

/** Every application id (with its status) the filters match, read a page of 100 at a time. */
async function allFiltered(projectId: number, filters: ApplicantsFilters) {
  const found = new Map<number, Applicant["status"]>();
  for (let offset = 0; ; offset += APPLICANTS_PAGE_MAX) {
    const page = await api("GET /api/projects/{id}/applicants", { params: { id: projectId }, query: { ...filters, offset, limit: APPLICANTS_PAGE_MAX } });
    for (const a of page.items) found.set(a.id, a.status);
    if (page.items.length < APPLICANTS_PAGE_MAX || offset + APPLICANTS_PAGE_MAX >= page.total) return found;
  }
}

const skippedNote = (count: number, asked: number) => (asked > count ? ` (${asked - count}명은 제외됨)` : "");

const LABEL_KEYS: Record<string, TriageLabel> = { s: "shortlist", m: "maybe", n: "no" };
const labelTone: Record<TriageLabel, string> = {
  shortlist: "bg-emerald-100 text-emerald-900",
  maybe: "bg-amber-100 text-amber-900",
  no: "bg-zinc-200 text-zinc-800",
};

/** The filters that narrow the list (the sort and the page size do not). */
const FILTER_KEYS = ["roleId", "label", "minRating", "status", "hasMedia", "region", "tag"] as const;

/**
 * The team's applicants view: filters, a list moved through with j/k, rated with 1-5 and labelled with
 * s/m/n (again to clear), a private note, compare (2-4), invite to audition and bulk decline.
 */
export function ApplicantsPanel({ projectId, roles }: { projectId: number; roles: Array<{ id: number; name: string }> }) {
  const [filters, setFilters] = useState<ApplicantsFilters>({ sort: "date", limit: 100 });
  const list = useApplicants(projectId, filters);
  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const [cursor, setCursor] = useState(0);
  // The selection keeps each application's status, so 'all filtered' (beyond the page) knows who is pending.
  const [selected, setSelected] = useState<Map<number, Applicant["status"]>>(new Map());
  const [selectingAll, setSelectingAll] = useState(false);
  const [comparing, setComparing] = useState(false);
  const [dialog, setDialog] = useState<"decline" | "message" | "invite" | null>(null);
  const [slotIds, setSlotIds] = useState<Set<number>>(new Set());
  const decline = useBulkDecline(projectId);
  const message = useBulkMessage(projectId);
  const bulkInvite = useBulkInvite(projectId);
  const schedule = useQuery({ ...scheduleQueryOptions(projectId), enabled: dialog === "invite" });
  const triage = useUpdateTriage(projectId);
  const invite = useInviteToAudition(projectId);
  const rowRefs = useRef<Array<HTMLLIElement | null>>([]);
  const current = items[Math.min(cursor, items.length - 1)];

  useEffect(() => {
    rowRefs.current[cursor]?.scrollIntoView({ block: "nearest" });
  }, [cursor]);

  const setFilter = (patch: Partial<ApplicantsFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setCursor(0);
  };

  const save = useCallback(
    (a: Applicant, body: Parameters<typeof triage.mutate>[0]["body"], done?: string) =>
      triage.mutate(
        { id: a.id, body },
        {
          onSuccess: () => done && toast.success(done),
          onError: (err) => toast.error("저장하지 못했습니다", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") }),
        },
      ),
    [triage],
  );

  const toggle = (a: Pick<Applicant, "id" | "status">) =>
    setSelected((s) => {
      const next = new Map(s);
      if (next.has(a.id)) next.delete(a.id);
      else next.set(a.id, a.status);
      return next;
    });

  // The shortcuts work page-wide (as in mail apps), except while typing or with a dialog open.
  const onKeyDown = (e: KeyboardEvent) => {
    if (!current || e.metaKey || e.ctrlKey || e.altKey) return;
    const target = e.target as HTMLElement | null;
    if (target?.closest?.("input, textarea, select, button, [contenteditable=true], [role=dialog]")) return;
    if (document.querySelector("[role=dialog]")) return;
    const key = e.key.toLowerCase();
    if (key === "j" || e.key === "ArrowDown") {
      e.preventDefault();
      setCursor((c) => Math.min(c + 1, items.length - 1));
    } else if (key === "k" || e.key === "ArrowUp") {
      e.preventDefault();
      setCursor((c) => Math.max(c - 1, 0));
    } else if (/^[1-5]$/.test(key)) {
      e.preventDefault();
      save(current, { rating: Number(key) }, `${displayName(current.artist)}님 평점 ${key}점`);
    } else if (LABEL_KEYS[key]) {
      e.preventDefault();
      const label = LABEL_KEYS[key];
      save(current, { label: current.triage?.label === label ? null : label }, `${displayName(current.artist)}님: ${TRIAGE_LABEL_KO[label]}`);
    } else if (key === "x") {
      e.preventDefault();
      toggle(current);
    }
  };

  const keys = useRef(onKeyDown);
  useEffect(() => {
    keys.current = onKeyDown;
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => keys.current(e);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);

  const selectedItems = items.filter((a) => selected.has(a.id));
  const selectedIds = [...selected.keys()];
  const pendingSelected = selectedIds.filter((id) => selected.get(id) === "pending");
  const invitableSelected = selectedIds.filter((id) => INVITABLE.includes(selected.get(id)!));
  const total = list.data?.total ?? 0;
  // Open slots still ahead when the schedule was read.
  const upcomingSlots = (schedule.data ?? []).flatMap((d) => d.slots).filter((s) => s.booked < s.capacity && Date.parse(s.startsAt) > schedule.dataUpdatedAt);
  const clearSelection = () => setSelected(new Map());
  const selectAllFiltered = async () => {
    setSelectingAll(true);
    try {
      const { sort: _s, limit: _l, offset: _o, ...narrowing } = filters;
      setSelected(await allFiltered(projectId, narrowing));
    } catch (err) {
      toast.error("선택하지 못했습니다", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") });
    } finally {
      setSelectingAll(false);
    }
  };

  return (
    <section aria-labelledby="applicants-heading" className="space-y-4">
      <h2 id="applicants-heading" className="sr-only">
        지원자 목록
      </h2>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-4 lg:grid-cols-8">
        {roles.length > 0 && (
          <NativeSelect
            aria-label="모집 분야"
            value={filters.roleId === undefined ? "" : String(filters.roleId)}
            onChange={(e) => setFilter({ roleId: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">모든 분야</option>
            {roles.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </NativeSelect>
        )}
        <NativeSelect
          aria-label="라벨"
          value={filters.label ?? ""}
          onChange={(e) => setFilter({ label: (e.target.value || undefined) as ApplicantsFilters["label"] })}
        >
          <option value="">모든 라벨</option>
          {TRIAGE_LABELS.map((l) => (
            <option key={l} value={l}>
              {TRIAGE_LABEL_KO[l]}
            </option>
          ))}
          <option value="none">라벨 없음</option>
        </NativeSelect>
        <NativeSelect
          aria-label="최소 평점"
          value={filters.minRating === undefined ? "" : String(filters.minRating)}
          onChange={(e) => setFilter({ minRating: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">모든 평점</option>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {n}점 이상
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="상태"
          value={filters.status ?? ""}
          onChange={(e) => setFilter({ status: (e.target.value || undefined) as ApplicantsFilters["status"] })}
        >
          <option value="">모든 상태</option>
          <option value="pending">검토 중</option>
          <option value="accepted">승인</option>
          <option value="rejected">거절</option>
        </NativeSelect>
        <NativeSelect
          aria-label="자료"
          value={filters.hasMedia === undefined ? "" : String(filters.hasMedia)}
          onChange={(e) => setFilter({ hasMedia: e.target.value === "" ? undefined : (e.target.value as "true" | "false") })}
        >
          <option value="">자료 전체</option>
          <option value="true">자료 있음</option>
          <option value="false">자료 없음</option>
        </NativeSelect>
        <Input aria-label="지역" placeholder="지역 (예: 서울)" defaultValue="" onBlur={(e) => setFilter({ region: e.target.value.trim() || undefined })} />
        <Input aria-label="태그" placeholder="태그" defaultValue="" onBlur={(e) => setFilter({ tag: e.target.value.trim() || undefined })} />
        <NativeSelect aria-label="정렬" value={filters.sort} onChange={(e) => setFilter({ sort: e.target.value as "date" | "rating" })}>
          <option value="date">최신 지원순</option>
          <option value="rating">평점순</option>
        </NativeSelect>
      </div>

      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="선택한 지원자">
        <span className="text-sm text-muted-foreground" aria-live="polite">
          {list.data ? `${list.data.total}명 중 ${selected.size}명 선택` : ""}
        </span>
        <Button variant="outline" size="sm" onClick={() => setSelected(new Map(items.map((a) => [a.id, a.status])))} disabled={!items.length}>
          <Users aria-hidden="true" /> 보이는 지원자 모두 선택
        </Button>
        {total > items.length && (
          <Button variant="outline" size="sm" onClick={() => void selectAllFiltered()} disabled={selectingAll}>
            <ListChecks aria-hidden="true" /> {selectingAll ? "불러오는 중…" : `조건에 맞는 ${total}명 모두 선택`}
          </Button>
        )}
        {selected.size > 0 && (
          <Button variant="ghost" size="sm" onClick={clearSelection}>
            선택 해제
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={() => setComparing(true)} disabled={selected.size < 2 || selected.size > 4}>
          <Columns3 aria-hidden="true" /> 비교하기 ({selected.size}/4)
        </Button>
        <Button variant="outline" size="sm" onClick={() => setDialog("message")} disabled={!selected.size}>
          <MessageSquare aria-hidden="true" /> 메시지 보내기 ({selected.size})
        </Button>
        <Button variant="outline" size="sm" onClick={() => setDialog("invite")} disabled={!invitableSelected.length}>
          <CalendarPlus aria-hidden="true" /> 오디션 초대 ({invitableSelected.length})
        </Button>
        <Button variant="destructive" size="sm" onClick={() => setDialog("decline")} disabled={!pendingSelected.length}>
          <XCircle aria-hidden="true" /> 선택 거절 ({pendingSelected.length})
        </Button>
      </div>
      <p className="hidden text-xs text-muted-foreground md:block">키보드: j/k 이동 · 1-5 평점 · s 최종 후보 · m 보류 · n 제외 · x 선택</p>

      {list.isPending ? (
        <ListSkeleton rows={4} />
      ) : list.isError ? (
        <ListError onRetry={() => void list.refetch()} what="지원자" />
      ) : items.length === 0 ? (
        FILTER_KEYS.some((k) => filters[k] !== undefined && filters[k] !== "") ? (
          <ListEmpty icon={<Users className="size-10" aria-hidden="true" />} title="조건에 맞는 지원자가 없습니다" description="필터를 바꿔보세요." />
        ) : (
          <ListEmpty
            icon={<Users className="size-10" aria-hidden="true" />}
            title="아직 지원자가 없습니다"
            description="지원이 들어오면 이곳에서 라벨과 평점을 매기고, 나란히 비교하고, 오디션에 초대할 수 있습니다."
          />
        )
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_360px]">
          <ul aria-label="지원자 목록 (j/k로 이동)" className="max-h-[70vh] divide-y overflow-y-auto rounded-lg border">
            {items.map((a, i) => (
              <li
                key={a.id}
                id={`applicant-${a.id}`}
                aria-current={i === cursor ? "true" : undefined}
                ref={(el) => {
                  rowRefs.current[i] = el;
                }}
                onPointerDown={() => setCursor(i)}
                className={cn("flex items-center gap-3 p-3", i === cursor && "bg-accent")}
                data-testid="applicant-row"
              >
                <Checkbox checked={selected.has(a.id)} onCheckedChange={() => toggle(a)} aria-label={`${displayName(a.artist)} 선택`} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{displayName(a.artist)}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {[a.role?.name, a.artist.location, formatDate(a.appliedAt, "dot")].filter(Boolean).join(" · ")}
                  </p>
                </div>
                {a.triage?.label && (
                  <span className={cn("rounded px-2 py-0.5 text-xs font-medium", labelTone[a.triage.label])}>{TRIAGE_LABEL_KO[a.triage.label]}</span>
                )}
                {a.triage?.rating ? (
                  <span className="flex items-center gap-0.5 text-sm">
                    <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
                    <span className="sr-only">평점 </span>
                    {a.triage.rating}
                    <span className="sr-only">점</span>
                  </span>
                ) : null}
                <Badge variant="outline">{applicationStatusLabel[a.status]}</Badge>
              </li>
            ))}
          </ul>
          {current && (
            <ApplicantDetail
              key={current.id}
              applicant={current}
              onSave={(body, done) => save(current, body, done)}
              onInvite={() =>
                invite.mutate(
                  { id: current.id },
                  {
                    onSuccess: () => toast.success(`${displayName(current.artist)}님을 오디션에 초대했습니다`),
                    onError: (err) => toast.error("초대하지 못했습니다", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") }),
                  },
                )
              }
            />
          )}
        </div>
      )}
      <CompareDialog open={comparing} onOpenChange={setComparing} applicants={selectedItems.slice(0, 4)} />
      <BulkAnswerDialog
        open={dialog === "decline"}
        onOpenChange={(o) => setDialog(o ? "decline" : null)}
        title={`${pendingSelected.length}명 거절`}
        description="각 지원자에게 알림과 메일로 같은 메시지가 전달됩니다. 검토 중인 지원자만 거절됩니다."
        total={pendingSelected.length}
        text={{ label: "거절 메시지", placeholder: "지원해주셔서 감사합니다. 아쉽게도 이번 작품에서는 함께하기 어렵게 되었습니다.", max: BULK_REASON_MAX }}
        submitLabel="거절 보내기"
        destructive
        progressLabel="거절 진행률"
        run={({ text, onProgress }) => decline.mutateAsync({ ids: pendingSelected, text, onProgress })}
        done={(n, asked) => `${n}명에게 거절 메시지를 보냈습니다${skippedNote(n, asked)}`}
        failed="거절하지 못했습니다"
        onDone={clearSelection}
      />
      <BulkAnswerDialog
        open={dialog === "message"}
        onOpenChange={(o) => setDialog(o ? "message" : null)}
        title={`${selected.size}명에게 메시지`}
        description="각 지원자와의 대화에 같은 메시지가 한 통씩 전달되고, 알림과 메일로도 알려집니다."
        total={selected.size}
        text={{ label: "메시지", placeholder: "안녕하세요. 오디션 일정 안내드립니다.", max: MESSAGE_MAX }}
        submitLabel="메시지 보내기"
        progressLabel="메시지 진행률"
        run={({ text, onProgress }) => message.mutateAsync({ ids: selectedIds, text, onProgress })}
        done={(n, asked) => `${n}명에게 메시지를 보냈습니다${skippedNote(n, asked)}`}
        failed="메시지를 보내지 못했습니다"
        onDone={clearSelection}
      />
      <BulkAnswerDialog
        open={dialog === "invite"}
        onOpenChange={(o) => {
          setDialog(o ? "invite" : null);
          if (!o) setSlotIds(new Set());
        }}
        title={`${invitableSelected.length}명 오디션 초대`}
        description="검토 중이거나 승인된 지원자에게 알림과 메일로 초대가 전달됩니다. 시간을 고르지 않으면 지원 분야의 모든 시간 중에서 예약할 수 있습니다."
        total={invitableSelected.length}
        submitLabel="초대 보내기"
        progressLabel="초대 진행률"
        run={({ onProgress }) => bulkInvite.mutateAsync({ ids: invitableSelected, slotIds: slotIds.size ? [...slotIds] : undefined, onProgress })}
        done={(n, asked) => `${n}명을 오디션에 초대했습니다${skippedNote(n, asked)}`}
        failed="초대하지 못했습니다"
        onDone={() => {
          clearSelection();
          setSlotIds(new Set());
        }}
      >
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">오디션 시간 (선택)</legend>
          {schedule.isPending ? (
            <p className="text-sm text-muted-foreground">불러오는 중…</p>
          ) : upcomingSlots.length === 0 ? (
            <p className="text-sm text-muted-foreground">예약 가능한 시간이 없습니다. 오디션 일정 탭에서 시간을 먼저 등록할 수 있습니다.</p>
          ) : (
            <ul className="max-h-48 space-y-1 overflow-y-auto">
              {upcomingSlots.map((s) => (
                <li key={s.id}>
                  <label className="flex items-center gap-2 text-sm">
                    <Checkbox
                      checked={slotIds.has(s.id)}
                      onCheckedChange={() =>
                        setSlotIds((cur) => {
                          const next = new Set(cur);
                          if (next.has(s.id)) next.delete(s.id);
                          else next.add(s.id);
                          return next;
                        })
                      }
                    />
                    <span>
                      {seoulDateTime(s.startsAt)} · {s.place ?? "온라인"} ({s.booked}/{s.capacity}명)
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      </BulkAnswerDialog>
    </section>
  );
}

function ApplicantDetail({
  applicant: a,
  onSave,
  onInvite,
}: {
  applicant: Applicant;
  onSave: (body: { note?: string | null; rating?: number | null; label?: TriageLabel | null }, done?: string) => void;
  onInvite: () => void;
}) {
  const [note, setNote] = useState(a.triage?.note ?? "");
  return (
    <aside aria-label={`${displayName(a.artist)} 상세`} className="space-y-3 rounded-lg border p-4">
      <h3 className="text-lg font-semibold">{displayName(a.artist)}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">경력</dt>
        <dd>{a.artist.yearsOfExperience != null ? `${a.artist.yearsOfExperience}년` : "-"}</dd>
        <dt className="text-muted-foreground">지역</dt>
        <dd>{a.artist.location ?? "-"}</dd>
        <dt className="text-muted-foreground">태그</dt>
        <dd>{a.artist.specialties.join(", ") || "-"}</dd>
        <dt className="text-muted-foreground">자료</dt>
        <dd>{a.media.length ? `${a.media.length}개` : "없음"}</dd>
        <dt className="text-muted-foreground">오디션</dt>
        <dd>{a.audition.booking ? `예약 ${formatDate(a.audition.booking.startsAt, "datetime")}` : a.audition.invited ? "초대함" : "-"}</dd>
      </dl>
      {a.coverLetter && <p className="line-clamp-6 text-sm whitespace-pre-line">{a.coverLetter}</p>}
      <div className="flex gap-1" role="group" aria-label="평점">
        {[1, 2, 3, 4, 5].map((n) => (
          <Button
            key={n}
            size="sm"
            variant={a.triage?.rating === n ? "default" : "outline"}
            aria-pressed={a.triage?.rating === n}
            onClick={() => onSave({ rating: n })}
          >
            {n}
          </Button>
        ))}
      </div>
      <div className="flex flex-wrap gap-1" role="group" aria-label="라벨">
        {TRIAGE_LABELS.map((l) => (
          <Button
            key={l}
            size="sm"
            variant={a.triage?.label === l ? "default" : "outline"}
            aria-pressed={a.triage?.label === l}
            onClick={() => onSave({ label: a.triage?.label === l ? null : l })}
          >
            {TRIAGE_LABEL_KO[l]}
          </Button>
        ))}
      </div>
      <label className="block space-y-1 text-sm">
        <span className="font-medium">제작팀 메모 (지원자에게 보이지 않습니다)</span>
        <Textarea value={note} maxLength={2000} rows={4} onChange={(e) => setNote(e.target.value)} />
      </label>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => onSave({ note: note.trim() ? note : null }, "메모를 저장했습니다")}>
          메모 저장
        </Button>
        <Button size="sm" variant="outline" onClick={onInvite} disabled={!["pending", "accepted", "invited_accepted"].includes(a.status)}>
          <CalendarPlus aria-hidden="true" /> 오디션 초대
        </Button>
      </div>
    </aside>
  );
}
