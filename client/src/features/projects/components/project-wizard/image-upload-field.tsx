import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { ImagePlus, RefreshCw, Trash2 } from "lucide-react";
import { FILE_MAX_BYTES } from "@shared/constants";
import { IMAGE_MIME } from "@shared/uploads";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { uploadFile } from "@/lib/upload";

export interface ImageUploadFieldProps {
  id?: string;
  /** The stored URL ('' when none). */
  value: string;
  onChange: (url: string) => void;
  /** Lets the wizard hold the save while bytes are still on their way. */
  onUploadingChange?: (uploading: boolean) => void;
  /** Set by FormControl: the field's description and error message. */
  "aria-describedby"?: string;
}

interface UploadProblem {
  title: string;
  detail?: string;
}

const MB = 1024 * 1024;

/**
 * Spec: image/* (JPG, PNG, GIF, WebP) up to 10 MB. A larger file is refused here with an alert and
 * never sent; a failed answer and an exception have their own messages. Progress comes from XHR.
 */
export function ImageUploadField({ id, value, onChange, onUploadingChange, "aria-describedby": describedBy }: ImageUploadFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [broken, setBroken] = useState(false);
  const hintId = useId();
  const uploading = progress !== null;

  // Leaving the wizard mid-upload cancels the request and frees the preview.
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
  useEffect(() => setBroken(false), [value]);

  const pick = () => inputRef.current?.click();

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // The same file may be chosen again after a failure.
    e.target.value = "";
    if (!file) return;
    setProblem(null);
    if (file.size > FILE_MAX_BYTES) {
      setProblem({ title: `파일 크기가 너무 큽니다 (${(file.size / MB).toFixed(1)} MB). 10MB 이하의 파일을 선택해주세요.` });
      return;
    }
    if (file.type && !(IMAGE_MIME as readonly string[]).includes(file.type)) {
      setProblem({ title: "이미지 업로드에 실패했습니다", detail: "지원하지 않는 파일 형식입니다. JPG, PNG, GIF, WebP 이미지만 올릴 수 있습니다." });
      return;
    }

    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setLocalPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      const result = await uploadFile(file, { accept: "image", onProgress: setProgress, signal: controller.signal });
      onChange(result.fileUrl);
    } catch (err) {
      if (err instanceof DOMException && err.name === "AbortError") return;
      setProblem(
        err instanceof ApiRequestError
          ? { title: "이미지 업로드에 실패했습니다", detail: errorMessage(err, "다른 이미지로 다시 시도해주세요.") }
          : { title: "이미지 업로드 중 오류가 발생했습니다", detail: "네트워크 연결을 확인한 뒤 다시 시도해주세요." },
      );
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
    setProblem(null);
    onChange("");
  };

  const shown = localPreview ?? (value || null);

  return (
    <div className="flex flex-col gap-2">
      <input ref={inputRef} type="file" accept="image/*" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={onFile} />
      {shown ? (
        <div className="relative overflow-hidden rounded-lg border bg-muted">
          {broken ? (
            <div className="flex aspect-[16/9] items-center justify-center text-sm text-muted-foreground">이미지를 불러올 수 없습니다</div>
          ) : (
            <img
              src={shown}
              alt="대표 이미지 미리보기"
              className={cn("aspect-[16/9] w-full object-cover", uploading && "opacity-60")}
              onError={() => setBroken(true)}
            />
          )}
          {uploading && (
            <div className="absolute inset-x-0 bottom-0 flex flex-col gap-1.5 bg-background/90 p-3">
              <div className="flex justify-between text-xs font-medium">
                <span>업로드 중...</span>
                <span className="tabular-nums">{progress}%</span>
              </div>
              <Progress value={progress ?? 0} aria-label="이미지 업로드 진행률" />
            </div>
          )}
          <div className="absolute top-2 right-2 flex gap-1.5">
            {!uploading && (
              <Button id={id} size="sm" variant="secondary" className="shadow" onClick={pick}>
                <RefreshCw aria-hidden="true" />
                변경
              </Button>
            )}
            <Button size="sm" variant="destructive" className="shadow" onClick={remove}>
              <Trash2 aria-hidden="true" />
              {uploading ? "취소" : "삭제"}
            </Button>
          </div>
        </div>
      ) : (
        <button
          id={id}
          type="button"
          onClick={pick}
          aria-describedby={[hintId, describedBy].filter(Boolean).join(" ")}
          className="flex aspect-[16/9] max-h-56 w-full flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input bg-muted/40 text-muted-foreground transition-colors outline-none hover:border-primary/50 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ImagePlus className="size-8" aria-hidden="true" />
          <span className="text-sm font-medium text-foreground">대표 이미지 선택</span>
          <span id={hintId} className="text-xs">
            JPG, PNG, GIF, WebP · 최대 10MB
          </span>
        </button>
      )}
      {problem && (
        <div role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          <p className="font-medium">{problem.title}</p>
          {problem.detail && <p className="mt-0.5 text-destructive/90">{problem.detail}</p>}
        </div>
      )}
    </div>
  );
}
