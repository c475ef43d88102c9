import { useState } from "react";
import { Download, ExternalLink, FileText } from "lucide-react";
import type { Portfolio } from "@shared/api-types";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

export interface FilePreviewDialogProps {
  item: Portfolio | null;
  onOpenChange: (open: boolean) => void;
}

/** The file's kind from the answer, else from the address. */
export function fileKind(item: Pick<Portfolio, "fileType" | "imageUrl">): "image" | "pdf" | "other" | null {
  if (!item.imageUrl) return null;
  if (item.fileType) return item.fileType;
  if (/\.pdf(?:$|\?)/i.test(item.imageUrl)) return "pdf";
  if (/\.(jpe?g|png|gif|webp)(?:$|\?)/i.test(item.imageUrl)) return "image";
  return "other";
}

/**
 * Spec: file preview shows an image, a PDF in a frame, or (for anything else, or when the frame
 * cannot show it) download and open-in-new-tab links.
 */
export function FilePreviewDialog({ item, onOpenChange }: FilePreviewDialogProps) {
  const [broken, setBroken] = useState(false);
  const kind = item ? fileKind(item) : null;
  const url = item?.imageUrl ?? "";

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
        <div className="min-h-0 flex-1 overflow-auto rounded-lg bg-muted">
          {kind === "image" && !broken ? (
            <img src={url} alt={item?.title ?? ""} className="mx-auto max-h-[70dvh] w-auto object-contain" onError={() => setBroken(true)} />
          ) : kind === "pdf" ? (
            <iframe src={url} title={`${item?.title ?? ""} PDF 미리보기`} className="h-[70dvh] w-full rounded-lg border-0 bg-background" />
          ) : (
            <div className="flex flex-col items-center gap-3 px-4 py-12 text-center text-sm text-muted-foreground">
              <FileText className="size-10" aria-hidden="true" />
              {broken ? "이미지를 불러올 수 없습니다" : "이 파일은 미리보기를 지원하지 않습니다."}
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
