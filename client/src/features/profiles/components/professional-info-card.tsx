import type { ReactNode } from "react";
import { Award as AwardIcon, BriefcaseBusiness, CheckCircle2, Clock3, Pencil, Star } from "lucide-react";
import type { UserProfile } from "@shared/api-types";
import { genderLabel, playingAgeText } from "@shared/performer";
import { Button } from "@/components/ui/button";

export interface ProfessionalInfoCardProps {
  profile: UserProfile;
  onEditInfo?: () => void;
  onEditTags?: () => void;
}

/** Years of experience (or 신입), an artist's performer details, specialty tags and, for producers, the project statistics. */
export function ProfessionalInfoCard({ profile, onEditInfo, onEditTags }: ProfessionalInfoCardProps) {
  const years = profile.yearsOfExperience;
  const stats = profile.userType === "producer" ? profile.stats : null;
  // Performer details (issue 31): shown when the artist gave them.
  const performer = [
    profile.gender && { label: "성별", value: genderLabel[profile.gender] },
    profile.heightCm != null && { label: "키", value: `${profile.heightCm}cm` },
    playingAgeText(profile.playingAgeMin, profile.playingAgeMax) && {
      label: "연기 가능 나이",
      value: playingAgeText(profile.playingAgeMin, profile.playingAgeMax)!,
    },
  ].filter((row): row is { label: string; value: string } => !!row);
  return (
    <section aria-labelledby="pro-info-heading" className="rounded-xl border bg-card p-5 shadow-xs">
      <div className="mb-4 flex items-center justify-between gap-2">
        <h2 id="pro-info-heading" className="font-bold">
          전문 정보
        </h2>
        {onEditInfo && (
          <Button variant="ghost" size="sm" onClick={onEditInfo} aria-label="전문 정보 수정">
            <Pencil aria-hidden="true" />
            수정
          </Button>
        )}
      </div>
      <dl className="flex flex-col gap-4 text-sm">
        <div className="flex items-center justify-between gap-2">
          <dt className="flex items-center gap-1.5 text-muted-foreground">
            <Clock3 className="size-4" aria-hidden="true" />
            경력
          </dt>
          <dd className="font-semibold">{years != null && years > 0 ? `${years}년` : "신입"}</dd>
        </div>
        {performer.map((row) => (
          <div key={row.label} className="flex items-center justify-between gap-2">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="font-semibold">{row.value}</dd>
          </div>
        ))}
        <div>
          <dt className="mb-2 flex items-center justify-between gap-2 text-muted-foreground">
            <span className="flex items-center gap-1.5">
              <AwardIcon className="size-4" aria-hidden="true" />
              전문분야
            </span>
            {onEditTags && (
              <Button variant="ghost" size="sm" className="h-7 px-2" onClick={onEditTags} aria-label="전문분야 수정">
                <Pencil aria-hidden="true" />
              </Button>
            )}
          </dt>
          <dd>
            {profile.tags.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5" aria-label="전문분야 태그">
                {profile.tags.map((t) => (
                  <li key={t.id} className="rounded-full bg-secondary px-2.5 py-1 text-xs font-medium text-secondary-foreground">
                    #{t.name}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-muted-foreground">{onEditTags ? "전문분야를 추가해 보세요." : "등록된 전문분야가 없습니다."}</span>
            )}
          </dd>
        </div>
        {stats && (
          <div>
            <dt className="mb-2 text-muted-foreground">프로젝트 통계</dt>
            <dd>
              <ul className="grid grid-cols-2 gap-2">
                <Stat icon={<BriefcaseBusiness />} label="전체 프로젝트" value={`${stats.totalProjects}`} />
                <Stat icon={<CheckCircle2 />} label="완료" value={`${stats.completedProjects}`} />
                <Stat icon={<Clock3 />} label="진행 중" value={`${stats.inProgressProjects}`} />
                <Stat icon={<Star />} label="평균 평점" value={stats.avgRating != null ? stats.avgRating.toFixed(1) : "평가없음"} />
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <li className="flex flex-col gap-0.5 rounded-lg bg-muted/60 px-3 py-2.5">
      <span className="flex items-center gap-1 text-xs text-muted-foreground [&_svg]:size-3.5">
        <span aria-hidden="true">{icon}</span>
        {label}
      </span>
      <span className="text-base font-bold">{value}</span>
    </li>
  );
}
