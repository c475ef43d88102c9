import { useId, useMemo, useState } from "react";
import { FileDown, FileStack } from "lucide-react";
import { toast } from "sonner";
import { inRecordWindow, isUpcoming, RECORD_PERIODS } from "@shared/activity";
import type { MyActivity } from "@shared/api-types";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { apiUrl } from "@/lib/api";
import { errorMessage } from "@/lib/api-client";
import { useBuildRecord } from "../api/activity";

/** 'YYYY-MM-DD' today in Korea and `years` before it, as the server computes the period. */
function periodOf(years: number) {
  const to = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
  const [y, m, d] = to.split("-");
  return { from: `${Number(y) - years}-${m}-${m === "02" && d === "29" ? "28" : d}`, to };
}
const overlaps = (start: string, end: string | null, p: { from: string; to: string }) => start <= p.to && (end ?? start) >= p.from;

/**
 * Builds a record PDF: a period (1, 3 or 5 years), which verified credits and self-reported items go
 * in (all by default), and whether fees are printed (not by default).
 */
export function RecordBuilder({ activity }: { activity: MyActivity }) {
  const id = useId();
  const build = useBuildRecord();
  const [years, setYears] = useState<(typeof RECORD_PERIODS)[number]>(3);
  const [includeFees, setIncludeFees] = useState(false);
  const [left, setLeft] = useState<Set<string>>(new Set());
  const period = useMemo(() => periodOf(years), [years]);
  // Every verified credit not over before the window, work still ahead too (listed as 예정), as the server builds it.
  const credits = activity.credits.filter((c) => c.verified && inRecordWindow(c.startDate, c.endDate, period.from));
  const items = activity.items.filter((i) => overlaps(i.startDate, i.endDate, period));
  const toggle = (key: string, on: boolean) =>
    setLeft((s) => {
      const n = new Set(s);
      if (on) n.delete(key);
      else n.add(key);
      return n;
    });
  const creditIds = credits.filter((c) => !left.has(`c${c.id}`)).map((c) => c.id);
  const itemIds = items.filter((i) => !left.has(`i${i.id}`)).map((i) => i.id);
  const nothing = creditIds.length + itemIds.length === 0;

  const onBuild = () =>
    build.mutate(
      { years, creditIds, itemIds, includeFees },
      {
        onSuccess: (r) => toast.success("증빙 기록을 만들었습니다", { description: `확인 코드 ${r.verifyCode}` }),
        onError: (err) => toast.error("기록을 만들지 못했습니다", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") }),
      },
    );

  return (
    <div className="flex flex-col gap-3" data-testid="record-builder">
      <div className="flex flex-col gap-1.5 sm:max-w-xs">
        <Label htmlFor={`${id}-years`}>기간</Label>
        <NativeSelect id={`${id}-years`} value={years} onChange={(e) => setYears(Number(e.target.value) as typeof years)}>
          {RECORD_PERIODS.map((n) => (
            <option key={n} value={n}>
              최근 {n}년
            </option>
          ))}
        </NativeSelect>
        <p className="text-xs text-muted-foreground">
          {period.from} ~ {period.to}
        </p>
      </div>
      {credits.length + items.length === 0 ? (
        <p className="text-sm text-muted-foreground">이 기간에 양측 확인이 끝난 참여 기록이나 직접 등록한 활동이 없습니다.</p>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">기록에 넣을 활동</legend>
          {credits.map((c) => (
            <label key={`c${c.id}`} className="flex items-start gap-2 text-sm">
              <Checkbox
                checked={!left.has(`c${c.id}`)}
                onCheckedChange={(v) => toggle(`c${c.id}`, v === true)}
                aria-label={`${c.projectTitle} (양측 확인) 넣기`}
              />
              <span>
                <span className="font-medium">{c.projectTitle}</span> <span className="text-xs text-emerald-700">양측 확인</span>
                {isUpcoming(c.startDate, period.to) && <span className="text-xs text-amber-700"> · 예정</span>}
              </span>
            </label>
          ))}
          {items.map((i) => (
            <label key={`i${i.id}`} className="flex items-start gap-2 text-sm">
              <Checkbox checked={!left.has(`i${i.id}`)} onCheckedChange={(v) => toggle(`i${i.id}`, v === true)} aria-label={`${i.title} (본인 신고) 넣기`} />
              <span>
                <span className="font-medium">{i.title}</span> <span className="text-xs text-muted-foreground">본인 신고</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <label className="flex items-center gap-2 text-sm">
        <Checkbox checked={includeFees} onCheckedChange={(v) => setIncludeFees(v === true)} aria-label="보수 금액 넣기" />
        보수 지급 여부와 금액을 기록에 넣기 (공개 확인 페이지에도 보입니다)
      </label>
      <Button onClick={onBuild} disabled={build.isPending || nothing} className="self-start">
        {build.isPending ? <Spinner /> : <FileStack aria-hidden="true" />}
        증빙 기록 PDF 만들기
      </Button>
      {build.data && (
        <p className="flex flex-wrap items-center gap-2 text-sm" role="status">
          새 기록이 만들어졌습니다.
          <a
            className="inline-flex items-center gap-1 underline underline-offset-4"
            href={apiUrl("GET /api/activity/records/{id}/pdf", { params: { id: build.data.id } })}
            download
          >
            <FileDown className="size-4" aria-hidden="true" />
            PDF 받기
          </a>
        </p>
      )}
    </div>
  );
}
