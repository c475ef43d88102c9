import { useState } from "react";
import { Download, ExternalLink, FileText } from "lucide-react";
import type { Portfolio } from "@shared/api-types";
import { AUDIO_EXT, VIDEO_EXT, videoEmbed } from "@shared/casting";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { MediaPlayer } from "@/features/projects/exports";

export interface FilePreviewDialogProps {
  item: Portfolio | null;
  onOpenChange: (open: boolean) => void;
}

/** The file's kind from the answer, else from the address. */
export function fileKind(item: Pick<Portfolio, "fileType" | "imageUrl">): "image" | "pdf" | "video" | "audio" | "other" | null {
  if (!item.imageUrl) return null;
  if (item.fileType) return item.fileType;
  if (/\.pdf(?:$|\?)/i.test(item.imageUrl)) return "pdf";
  if (/\.(jpe?g|png|gif|webp)(?:$|\?)/i.test(item.imageUrl)) return "image";
  if (VIDEO_EXT.test(item.imageUrl)) return "video";
  if (AUDIO_EXT.test(item.imageUrl)) return "audio";
  return "other";
}

/** A portfolio's YouTube or Vimeo link as an embeddable video address (parsed, never fetched), else null. */
export const portfolioEmbedUrl = (item: Pick<Portfolio, "projectUrl">) => (item.projectUrl && videoEmbed(item.projectUrl) ? item.projectUrl : null);

/**
 * Spec: file preview shows an image, a PDF in a frame, or (for anything else, or when the frame
 * cannot show it) download and open-in-new-tab links. Issue 26: an uploaded video or audio file plays
 * in the page's player, and a YouTube or Vimeo work link in the privacy-enhanced embed.
 */
export function FilePreviewDialog({ item, onOpenChange }: FilePreviewDialogProps) {
  const [broken, setBroken] = useState(false);
  const kind = item ? fileKind(item) : null;
  const url = item?.imageUrl ?? "";
  const embed = item ? portfolioEmbedUrl(item) : null;
  const title = item?.title ?? "";

  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) setBroken(false);
        onOpenChange(open);
      }}
    >
      <DialogContent className="flex max-h-[92dvh] flex-col sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle className="break-words">{item?.title}</DialogTitle>
          <DialogDescription className={item?.description ? "line-clamp-3 whitespace-pre-line" : "sr-only"}>
            {item?.description || "포트폴리오 파일 미리보기"}
          </DialogDescription>
        </DialogHeader>
        <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-auto rounded-lg bg-muted">
          {kind === null && embed ? null : kind === "video" || kind === "audio" ? (
            <div className="p-2">
              <MediaPlayer item={{ kind, url }} title={title} />
            </div>
          ) : kind === "image" && !broken ? (
            <img src={url} alt={item?.title ?? ""} className="mx-auto max-h-[70dvh] w-auto object-contain" onError={() => setBroken(true)} />
          ) : kind === "pdf" ? (
            <iframe src={url} title={`${item?.title ?? ""} PDF 미리보기`} className="h-[70dvh] w-full rounded-lg border-0 bg-background" />
          ) : (
            <div className="flex flex-col items-center gap-3 px-4 py-12 text-center text-sm text-muted-foreground">
              <FileText className="size-10" aria-hidden="true" />
              {broken ? "이미지를 불러올 수 없습니다" : "이 파일은 미리보기를 지원하지 않습니다."}
            </div>
          )}
          {embed && (
            <div className="p-2">
              <MediaPlayer item={{ kind: "video", url: embed }} title={`${title} 영상`} />
            </div>
          )}
        </div>
        {url && (
          <div className="flex flex-wrap justify-end gap-2">
            <Button asChild variant="outline">
              <a href={url} download>
                <Download aria-hidden="true" />
                다운로드
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />새 탭에서 열기
              </a>
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
