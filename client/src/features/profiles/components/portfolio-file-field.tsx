import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { FileText, RefreshCw, Trash2, Upload } from "lucide-react";
import { toast } from "sonner";
import { FILE_MAX_BYTES } from "@shared/constants";
import { UPLOAD_MIME } from "@shared/uploads";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { uploadFile } from "@/lib/upload";

const MB = 1024 * 1024;
const isPdfUrl = (url: string) => /\.pdf(?:$|\?)/i.test(url);

export interface PortfolioFileFieldProps {
  /** The uploaded file's address ('' when none). */
  value: string;
  onChange: (url: string) => void;
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * Spec: JPG, JPEG, PNG, WebP, GIF or PDF up to 10 MB ('파일 크기 초과', '지원하지 않는 파일 형식'),
 * with upload progress and a preview (the picture, or a PDF card with its name).
 */
export function PortfolioFileField({ value, onChange, onUploadingChange }: PortfolioFileFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const uploading = progress !== null;

  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );
  useEffect(() => {
    onUploadingChange?.(uploading);
  }, [uploading, onUploadingChange]);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    if (file.size > FILE_MAX_BYTES) {
      toast.error("파일 크기 초과", { description: `선택한 파일이 ${(file.size / MB).toFixed(1)}MB입니다. 10MB 이하의 파일을 선택해주세요.` });
      return;
    }
    if (!(UPLOAD_MIME as readonly string[]).includes(file.type)) {
      toast.error("지원하지 않는 파일 형식", { description: "JPG, JPEG, PNG, WebP, GIF 이미지 또는 PDF 파일만 올릴 수 있습니다." });
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setFileName(file.name);
    setLocalPreview(file.type === "application/pdf" ? null : URL.createObjectURL(file));
    setProgress(0);
    try {
      const result = await uploadFile(file, { onProgress: setProgress, signal: controller.signal });
      onChange(result.fileUrl);
    } catch (err) {
      if (err instanceof DOMException && err.name === "AbortError") return;
      setFileName(null);
      if (err instanceof ApiRequestError) toast.error("파일 업로드에 실패했습니다.", { description: errorMessage(err, "다른 파일로 다시 시도해주세요.") });
      else toast.error("파일 업로드 중 오류가 발생했습니다.", { description: "네트워크 연결을 확인한 뒤 다시 시도해주세요." });
    } finally {
      if (abortRef.current === controller) {
        abortRef.current = null;
        setProgress(null);
        setLocalPreview(null);
      }
    }
  };

  const remove = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    setProgress(null);
    setLocalPreview(null);
    setFileName(null);
    onChange("");
  };

  const shown = localPreview ?? (value && !isPdfUrl(value) ? value : null);
  const pdf = !localPreview && ((value && isPdfUrl(value)) || (uploading && fileName?.toLowerCase().endsWith(".pdf")));

  return (
    <div className="flex flex-col gap-2">
      <input
        ref={inputRef}
        type="file"
        accept=".jpg,.jpeg,.png,.webp,.gif,.pdf,image/jpeg,image/png,image/webp,image/gif,application/pdf"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={onFile}
        data-testid="portfolio-file-input"
      />
      {shown || pdf ? (
        <div className="relative overflow-hidden rounded-lg border bg-muted">
          {shown ? (
            <img src={shown} alt="포트폴리오 파일 미리보기" className={cn("aspect-[16/9] w-full object-contain", uploading && "opacity-60")} />
          ) : (
            <div className="flex aspect-[16/9] flex-col items-center justify-center gap-2 text-muted-foreground" aria-label="PDF 파일 미리보기" role="img">
              <FileText className="size-12 text-rose-500" aria-hidden="true" />
              <span className="max-w-[80%] truncate text-sm font-medium text-foreground">{fileName ?? value.split("/").pop()}</span>
              <span className="text-xs">PDF 문서</span>
            </div>
          )}
          {uploading && (
            <div className="absolute inset-x-0 bottom-0 flex flex-col gap-1.5 bg-background/90 p-3">
              <div className="flex justify-between text-xs font-medium">
                <span>업로드 중...</span>
                <span className="tabular-nums">{progress}%</span>
              </div>
              <Progress value={progress ?? 0} aria-label="파일 업로드 진행률" />
            </div>
          )}
          <div className="absolute top-2 right-2 flex gap-1.5">
            {!uploading && (
              <Button type="button" size="sm" variant="secondary" className="shadow" onClick={() => inputRef.current?.click()}>
                <RefreshCw aria-hidden="true" />
                변경
              </Button>
            )}
            <Button type="button" size="sm" variant="destructive" className="shadow" onClick={remove}>
              <Trash2 aria-hidden="true" />
              {uploading ? "취소" : "삭제"}
            </Button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => inputRef.current?.click()}
          className="flex aspect-[16/9] max-h-48 w-full flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input bg-muted/40 text-muted-foreground transition-colors outline-none hover:border-primary/50 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Upload className="size-7" aria-hidden="true" />
          <span className="text-sm font-medium text-foreground">파일 선택</span>
          <span className="text-xs">JPG, PNG, WebP, GIF, PDF · 최대 10MB</span>
        </button>
      )}
      <p className="text-xs text-muted-foreground">
        사진의 촬영 위치·기기 정보는 저장하지 않습니다. PDF는 올린 그대로 공개되니 문서 속성의 작성자 정보를 확인해주세요.
      </p>
    </div>
  );
}
