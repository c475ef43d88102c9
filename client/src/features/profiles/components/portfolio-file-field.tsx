import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { FileText, RefreshCw, Trash2, Upload } from "lucide-react";
import { toast } from "sonner";
import { AUDIO_EXT, VIDEO_EXT } from "@shared/casting";
import { AUDIO_MAX_BYTES, FILE_MAX_BYTES, VIDEO_MAX_BYTES } from "@shared/constants";
import { AUDIO_MIME, UPLOAD_MIME, VIDEO_MIME } from "@shared/uploads";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { uploadFile, uploadMediaFile } from "@/lib/upload";
import { MediaPlayer } from "@/features/projects/exports";

const MB = 1024 * 1024;
const isPdfUrl = (url: string) => /\.pdf(?:$|\?)/i.test(url);
const isMediaUrl = (url: string) => VIDEO_EXT.test(url) || AUDIO_EXT.test(url);
// Browsers name a .mov quicktime and an .m4a sometimes audio/x-m4a or audio/mp4: the server reads the bytes anyway.
const isVideo = (file: File) => (VIDEO_MIME as readonly string[]).includes(file.type) || (!file.type && VIDEO_EXT.test(file.name));
const isAudio = (file: File) => (AUDIO_MIME as readonly string[]).includes(file.type) || (!file.type && AUDIO_EXT.test(file.name));

export interface PortfolioFileFieldProps {
  /** The uploaded file's address ('' when none). */
  value: string;
  onChange: (url: string) => void;
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * Spec: JPG, JPEG, PNG, WebP, GIF or PDF up to 10 MB ('파일 크기 초과', '지원하지 않는 파일 형식'),
 * with upload progress and a preview (the picture, or a PDF card with its name). Issue 26: also a video
 * (MP4, WebM, MOV up to 200 MB) or audio file (MP3, M4A, WAV up to 50 MB), streamed through
 * POST /api/upload/media and previewed with the page's player.
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
    const media = isVideo(file) ? "video" : isAudio(file) ? "audio" : null;
    const max = media === "video" ? VIDEO_MAX_BYTES : media === "audio" ? AUDIO_MAX_BYTES : FILE_MAX_BYTES;
    if (file.size > max) {
      toast.error("파일 크기 초과", {
        description: `선택한 파일이 ${(file.size / MB).toFixed(1)}MB입니다. ${Math.round(max / MB)}MB 이하의 파일을 선택해주세요.`,
      });
      return;
    }
    if (!media && !(UPLOAD_MIME as readonly string[]).includes(file.type)) {
      toast.error("지원하지 않는 파일 형식", {
        description: "JPG, JPEG, PNG, WebP, GIF 이미지, PDF, 영상(MP4, WebM, MOV) 또는 음원(MP3, M4A, WAV) 파일만 올릴 수 있습니다.",
      });
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setFileName(file.name);
    setLocalPreview(file.type === "application/pdf" || media ? null : URL.createObjectURL(file));
    setProgress(0);
    try {
      const result = media
        ? await uploadMediaFile(file, { onProgress: setProgress, signal: controller.signal })
        : await uploadFile(file, { onProgress: setProgress, signal: controller.signal });
      onChange(result.url);
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

  const mediaValue = !uploading && value && isMediaUrl(value) ? value : null;
  const mediaUploading = uploading && !localPreview && !!fileName && isMediaUrl(fileName.toLowerCase());
  const shown = localPreview ?? (value && !isPdfUrl(value) && !isMediaUrl(value) ? value : null);
  const pdf = !localPreview && ((value && isPdfUrl(value)) || (uploading && fileName?.toLowerCase().endsWith(".pdf")));

  return (
    <div className="flex flex-col gap-2">
      <input
        ref={inputRef}
        type="file"
        accept=".jpg,.jpeg,.png,.webp,.gif,.pdf,image/jpeg,image/png,image/webp,image/gif,application/pdf,.mp4,.webm,.mov,.mp3,.m4a,.wav,video/mp4,video/webm,video/quicktime,audio/mpeg,audio/mp4,audio/x-m4a,audio/wav"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={onFile}
        data-testid="portfolio-file-input"
      />
      {mediaValue ? (
        <div className="flex flex-col gap-2 rounded-lg border bg-muted p-2">
          <MediaPlayer item={{ kind: VIDEO_EXT.test(mediaValue) ? "video" : "audio", url: mediaValue }} title="포트폴리오 파일 미리보기" />
          <div className="flex justify-end gap-1.5">
            <Button type="button" size="sm" variant="secondary" onClick={() => inputRef.current?.click()}>
              <RefreshCw aria-hidden="true" />
              변경
            </Button>
            <Button type="button" size="sm" variant="destructive" onClick={remove}>
              <Trash2 aria-hidden="true" />
              삭제
            </Button>
          </div>
        </div>
      ) : shown || pdf || mediaUploading ? (
        <div className="relative overflow-hidden rounded-lg border bg-muted">
          {mediaUploading ? (
            <div className="flex aspect-[16/9] flex-col items-center justify-center gap-2 text-muted-foreground">
              <Upload className="size-10" aria-hidden="true" />
              <span className="max-w-[80%] truncate text-sm font-medium text-foreground">{fileName}</span>
            </div>
          ) : shown ? (
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
          <span className="text-xs">이미지·PDF 10MB, 영상(MP4·WebM·MOV) 200MB, 음원(MP3·M4A·WAV) 50MB까지</span>
        </button>
      )}
      <p className="text-xs text-muted-foreground">
        사진의 촬영 위치·기기 정보는 저장하지 않습니다. PDF는 올린 그대로 공개되니 문서 속성의 작성자 정보를 확인해주세요.
      </p>
    </div>
  );
}
