import { Download } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiUrl } from "@/lib/api";
import { useStats, type AdminStats } from "../api/admin-api";
import { ErrorLine, Loading, SectionTitle } from "./shared";

/** A Korean calendar day, n days from today. */
const kstDay = (offsetDays = 0) => new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

type Day = AdminStats["days"][number];
const SERIES: Array<{ key: keyof Day; label: string; unit?: string }> = [
  { key: "signupsArtist", label: "가입 (아티스트)" },
  { key: "signupsProducer", label: "가입 (제작자)" },
  { key: "projectsPublished", label: "공개된 프로젝트" },
  { key: "applications", label: "지원" },
  { key: "invitations", label: "초대" },
  { key: "acceptanceRate", label: "수락률", unit: "%" },
  { key: "contractsSigned", label: "체결된 계약" },
  { key: "messages", label: "메시지" },
  { key: "reportsOpened", label: "접수된 신고" },
  { key: "reportsResolved", label: "처리된 신고" },
  { key: "medianFirstAnswerHours", label: "문의 첫 답변 (중앙값, 시간)" },
];

/**
 * The numbers per day as small bar charts. Hand-drawn SVG rather than a chart library: eleven bar
 * series need no axes library, and recharts (about 100 KB gzip with its d3 parts) would be most of
 * this chunk for what a few rectangles show.
 */
export function StatsSection() {
  const [from, setFrom] = useState(kstDay(-29));
  const [to, setTo] = useState(kstDay());
  const q = useStats(from, to);
  const fromId = useId();
  const toId = useId();
  return (
    <section aria-labelledby="stats-title">
      <SectionTitle
        action={
          <Button asChild variant="outline">
            <a href={apiUrl("GET /api/admin/stats.csv", { query: { from, to } })} download>
              <Download aria-hidden="true" />
              CSV 내려받기
            </a>
          </Button>
        }
      >
        <span id="stats-title">지표</span>
      </SectionTitle>
      <div className="mb-4 flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor={fromId}>시작일</Label>
          <Input id={fromId} type="date" value={from} max={to} onChange={(e) => e.target.value && setFrom(e.target.value)} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={toId}>종료일</Label>
          <Input id={toId} type="date" value={to} min={from} onChange={(e) => e.target.value && setTo(e.target.value)} />
        </div>
        <div className="flex gap-1">
          {[7, 30, 90].map((n) => (
            <Button
              key={n}
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                setFrom(kstDay(-(n - 1)));
                setTo(kstDay());
              }}
            >
              최근 {n}일
            </Button>
          ))}
        </div>
      </div>
      {q.isLoading ? (
        <Loading />
      ) : q.error || !q.data ? (
        <ErrorLine error={q.error} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {SERIES.map((s) => (
            <SeriesCard key={s.key} stats={q.data} series={s} />
          ))}
        </div>
      )}
    </section>
  );
}

function SeriesCard({ stats, series }: { stats: AdminStats; series: (typeof SERIES)[number] }) {
  const scale = series.unit === "%" ? 100 : 1;
  const values = stats.days.map((d) => {
    const v = d[series.key];
    return typeof v === "number" ? v * scale : null;
  });
  const total = stats.totals[series.key as keyof AdminStats["totals"]];
  const shown = typeof total === "number" ? Math.round(total * scale * 10) / 10 : null;
  const max = Math.max(1, ...values.map((v) => v ?? 0));
  const w = 300;
  const h = 80;
  const bw = w / Math.max(values.length, 1);
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle as="h3" className="flex items-baseline justify-between gap-2 text-sm font-medium">
          <span>{series.label}</span>
          <span className="text-lg font-semibold">
            {shown === null ? "—" : shown.toLocaleString("ko-KR")}
            {series.unit ?? ""}
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <svg viewBox={`0 0 ${w} ${h}`} className="h-20 w-full" role="img" aria-label={`${series.label} 일별 막대 그래프, 최대 ${Math.round(max * 10) / 10}`}>
          {values.map((v, i) =>
            v ? (
              <rect key={i} x={i * bw + bw * 0.1} width={Math.max(bw * 0.8, 0.5)} y={h - (v / max) * h} height={(v / max) * h} className="fill-primary">
                <title>{`${stats.days[i]!.day}: ${Math.round(v * 10) / 10}${series.unit ?? ""}`}</title>
              </rect>
            ) : null,
          )}
          <line x1="0" x2={w} y1={h - 0.5} y2={h - 0.5} className="stroke-border" />
        </svg>
        <p className="mt-1 flex justify-between text-xs text-muted-foreground">
          <span>{stats.from}</span>
          <span>{stats.to}</span>
        </p>
      </CardContent>
    </Card>
  );
}
