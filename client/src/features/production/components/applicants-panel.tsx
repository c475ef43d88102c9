import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { CalendarPlus, Columns3, Star, Users, XCircle } from "lucide-react";
import { toast } from "sonner";
import type { Applicant } from "@shared/api-types";
import { TRIAGE_LABEL_KO, TRIAGE_LABELS, type TriageLabel } from "@shared/validators/production";
import { applicationStatusLabel } from "@shared/labels";
import { ListEmpty, ListError, ListSkeleton } from "@/components/lists/list-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { displayName, formatDate } from "@/lib/format";
import { cn } from "@/lib/cn";
import { useApplicants, type ApplicantsFilters } from "../api/get-applicants";
import { useInviteToAudition } from "../api/get-schedule";
import { useUpdateTriage } from "../api/update-triage";
import { BulkDeclineDialog } from "./bulk-decline-dialog";
import { CompareDialog } from "./compare-dialog";

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
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [comparing, setComparing] = useState(false);
  const [declining, setDeclining] = useState(false);
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

  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
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
      toggle(current.id);
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
  const pendingSelected = selectedItems.filter((a) => a.status === "pending").map((a) => a.id);

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
        <Button variant="outline" size="sm" onClick={() => setSelected(new Set(items.map((a) => a.id)))} disabled={!items.length}>
          <Users aria-hidden="true" /> 보이는 지원자 모두 선택
        </Button>
        <Button variant="outline" size="sm" onClick={() => setComparing(true)} disabled={selected.size < 2 || selected.size > 4}>
          <Columns3 aria-hidden="true" /> 비교하기 ({selected.size}/4)
        </Button>
        <Button variant="destructive" size="sm" onClick={() => setDeclining(true)} disabled={!pendingSelected.length}>
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
                <Checkbox checked={selected.has(a.id)} onCheckedChange={() => toggle(a.id)} aria-label={`${displayName(a.artist)} 선택`} />
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
      <BulkDeclineDialog open={declining} onOpenChange={setDeclining} projectId={projectId} ids={pendingSelected} onDone={() => setSelected(new Set())} />
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
