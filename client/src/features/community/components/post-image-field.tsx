import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { ImagePlus, RefreshCw, Trash2 } from "lucide-react";
import { FILE_MAX_BYTES } from "@shared/constants";
import { IMAGE_MIME } from "@shared/uploads";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";

const MB = 1024 * 1024;

export interface PostImageFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** 0-100 while the post with its image is being sent; null otherwise. */
  progress: number | null;
  disabled?: boolean;
}

/**
 * The composer's optional image: checked here (image/*, at most 10 MB) and shown at once from the
 * local file; the bytes travel with the post itself, so progress belongs to the post submission.
 */
export function PostImageField({ file, onChange, progress, disabled }: PostImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = e.target.files?.[0];
    e.target.value = "";
    if (!picked) return;
    if (picked.size > FILE_MAX_BYTES) {
      setProblem(`파일 크기가 너무 큽니다 (${(picked.size / MB).toFixed(1)} MB). 10MB 이하의 파일을 선택해주세요.`);
      return;
    }
    if (!(IMAGE_MIME as readonly string[]).includes(picked.type)) {
      setProblem("JPG, PNG, GIF, WebP 이미지만 올릴 수 있습니다.");
      return;
    }
    setProblem(null);
    onChange(picked);
  };

  const uploading = progress !== null;

  return (
    <div className="flex flex-col gap-2">
      <input ref={inputRef} type="file" accept="image/*" className="sr-only" tabIndex={-1} aria-label="이미지 파일" onChange={onFile} />
      {preview ? (
        <div className="relative overflow-hidden rounded-lg border bg-muted">
          <img src={preview} alt="첨부 이미지 미리보기" className="max-h-56 w-full object-contain" />
          {uploading && (
            <div className="absolute inset-x-0 bottom-0 flex flex-col gap-1.5 bg-background/90 p-3">
              <div className="flex justify-between text-xs font-medium">
                <span>업로드 중...</span>
                <span className="tabular-nums">{progress}%</span>
              </div>
              <Progress value={progress ?? 0} aria-label="이미지 업로드 진행률" />
            </div>
          )}
          {!uploading && (
            <div className="absolute top-2 right-2 flex gap-1.5">
              <Button size="sm" variant="secondary" className="shadow" onClick={() => inputRef.current?.click()} disabled={disabled}>
                <RefreshCw aria-hidden="true" />
                변경
              </Button>
              <Button size="sm" variant="destructive" className="shadow" onClick={() => onChange(null)} disabled={disabled}>
                <Trash2 aria-hidden="true" />
                삭제
              </Button>
            </div>
          )}
        </div>
      ) : (
        <Button variant="outline" className="self-start" onClick={() => inputRef.current?.click()} disabled={disabled}>
          <ImagePlus aria-hidden="true" />
          이미지 추가
          <span className="text-xs font-normal text-muted-foreground">(선택, 최대 10MB)</span>
        </Button>
      )}
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
