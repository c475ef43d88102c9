import type { Applicant } from "@shared/api-types";
import { TRIAGE_LABEL_KO } from "@shared/validators/production";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { MediaPlayer } from "@/features/projects/exports";
import { displayName } from "@/lib/format";

/** Up to four applicants side by side: photo, video, experience, tags, region, rating and note. */
export function CompareDialog({ open, onOpenChange, applicants }: { open: boolean; onOpenChange: (open: boolean) => void; applicants: Applicant[] }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-6xl">
        <DialogHeader>
          <DialogTitle>지원자 비교</DialogTitle>
          <DialogDescription>선택한 {applicants.length}명을 나란히 봅니다.</DialogDescription>
        </DialogHeader>
        <div className="grid max-h-[70vh] grid-cols-1 gap-3 overflow-y-auto sm:grid-cols-2 lg:grid-cols-4" data-testid="compare-grid">
          {applicants.map((a) => {
            const video = a.media.find((m) => m.kind === "video");
            return (
              <section key={a.id} aria-label={displayName(a.artist)} className="space-y-2 rounded-lg border p-3 text-sm">
                {a.artist.profileImageUrl ? (
                  <img src={a.artist.profileImageUrl} alt={`${displayName(a.artist)} 사진`} className="aspect-square w-full rounded-md object-cover" />
                ) : (
                  <div
                    className="flex aspect-square w-full items-center justify-center rounded-md bg-muted text-3xl font-semibold text-muted-foreground"
                    aria-hidden="true"
                  >
                    {displayName(a.artist).slice(0, 1)}
                  </div>
                )}
                <h3 className="font-semibold">{displayName(a.artist)}</h3>
                {video && <MediaPlayer item={video} title={`${displayName(a.artist)} 영상`} />}
                <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1">
                  <dt className="text-muted-foreground">경력</dt>
                  <dd>{a.artist.yearsOfExperience != null ? `${a.artist.yearsOfExperience}년` : "-"}</dd>
                  <dt className="text-muted-foreground">지역</dt>
                  <dd>{a.artist.location ?? "-"}</dd>
                  <dt className="text-muted-foreground">태그</dt>
                  <dd>{a.artist.specialties.join(", ") || "-"}</dd>
                  <dt className="text-muted-foreground">평점</dt>
                  <dd>{a.triage?.rating ? `${a.triage.rating}점` : "-"}</dd>
                  <dt className="text-muted-foreground">라벨</dt>
                  <dd>{a.triage?.label ? TRIAGE_LABEL_KO[a.triage.label] : "-"}</dd>
                </dl>
                {a.triage?.note && <p className="rounded bg-muted p-2 whitespace-pre-line">{a.triage.note}</p>}
              </section>
            );
          })}
        </div>
      </DialogContent>
    </Dialog>
  );
}
