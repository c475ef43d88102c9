import { useId, useRef, useState } from "react";
import { Plus, Trash2, Upload } from "lucide-react";
import { toast } from "sonner";
import { APPLICATION_MEDIA_MAX, MEDIA_KINDS, mediaKindLabel, type ApplicationMedia, type MediaKind } from "@shared/casting";
import { AUDIO_MAX_BYTES, VIDEO_MAX_BYTES } from "@shared/constants";
import { mediaIssue } from "@shared/validators/applications";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Progress } from "@/components/ui/progress";
import { errorMessage } from "@/lib/api-client";
import { uploadMediaFile } from "@/lib/upload";
import { MediaPlayer } from "./media-player";

/** POST /api/upload/media with progress: a self-tape or an audio reel, streamed by the server to storage. */
export function uploadMedia(file: File, onProgress: (percent: number) => void, signal?: AbortSignal) {
  return uploadMediaFile(file, { onProgress, signal });
}

export interface MediaEditorProps {
  value: ApplicationMedia[];
  onChange: (value: ApplicationMedia[]) => void;
  onUploadingChange?: (uploading: boolean) => void;
}

/** The media of an application: links (a YouTube or Vimeo address plays in the page) and uploaded video, audio or photos. */
export function MediaEditor({ value, onChange, onUploadingChange }: MediaEditorProps) {
  const id = useId();
  const [kind, setKind] = useState<MediaKind>("video");
  const [url, setUrl] = useState("");
  const [linkError, setLinkError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const full = value.length >= APPLICATION_MEDIA_MAX;

  const addLink = () => {
    const item = { kind, url: url.trim() };
    const issue = mediaIssue(item);
    if (issue) {
      setLinkError(issue);
      return;
    }
    onChange([...value, item]);
    setUrl("");
    setLinkError(null);
  };

  const upload = async (file: File) => {
    const isAudio = file.type.startsWith("audio/");
    if (file.size > (isAudio ? AUDIO_MAX_BYTES : VIDEO_MAX_BYTES)) {
      toast.error("파일이 너무 큽니다", { description: "영상은 200MB, 음원은 50MB 이하여야 합니다." });
      return;
    }
    setProgress(0);
    onUploadingChange?.(true);
    try {
      const result = await uploadMedia(file, setProgress);
      const uploadedKind: MediaKind = result.contentType.startsWith("audio/") ? "audio" : "video";
      onChange([...value, { kind: uploadedKind, url: result.url }]);
    } catch (err) {
      toast.error("업로드 실패", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") });
    } finally {
      setProgress(null);
      onUploadingChange?.(false);
      if (fileRef.current) fileRef.current.value = "";
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {value.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="첨부한 자료">
          {value.map((m, i) => (
            <li key={`${m.url}-${i}`} className="flex flex-col gap-2 rounded-md border p-2">
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="font-medium">
                  {mediaKindLabel[m.kind]} {i + 1}
                </span>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={`${mediaKindLabel[m.kind]} ${i + 1} 삭제`}
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              <MediaPlayer item={m} title={`${mediaKindLabel[m.kind]} ${i + 1}`} />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-kind`} className="sr-only">
          자료 종류
        </label>
        <NativeSelect id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as MediaKind)} className="sm:w-28">
          {MEDIA_KINDS.map((k) => (
            <option key={k} value={k}>
              {mediaKindLabel[k]}
            </option>
          ))}
        </NativeSelect>
        <label htmlFor={`${id}-url`} className="sr-only">
          자료 주소
        </label>
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              addLink();
            }
          }}
          placeholder="https://www.youtube.com/watch?v=…"
          aria-invalid={!!linkError}
          aria-describedby={linkError ? `${id}-url-error` : undefined}
        />
        <Button type="button" variant="outline" onClick={addLink} disabled={full || !url.trim()}>
          <Plus aria-hidden="true" />
          주소 추가
        </Button>
      </div>
      {linkError && (
        <p id={`${id}-url-error`} className="text-sm text-destructive">
          {linkError}
        </p>
      )}
      <div className="flex flex-col gap-2">
        <input
          ref={fileRef}
          id={`${id}-file`}
          type="file"
          className="sr-only"
          // The button below opens it; the name is for assistive technology that still reaches the input.
          aria-label="영상·음원 파일 선택"
          tabIndex={-1}
          accept="video/mp4,video/webm,video/quicktime,audio/mpeg,audio/mp4,audio/x-m4a,audio/wav,.mp4,.webm,.mov,.mp3,.m4a,.wav"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button type="button" variant="outline" className="self-start" disabled={full || progress !== null} onClick={() => fileRef.current?.click()}>
          <Upload aria-hidden="true" />
          영상·음원 파일 올리기
        </Button>
        <p className="text-xs text-muted-foreground">셀프 테이프 영상(MP4, WebM, MOV, 200MB 이하) 또는 음원(MP3, M4A, WAV, 50MB 이하)</p>
        {progress !== null && (
          <div className="flex items-center gap-2" role="status">
            <Progress value={progress} aria-label="업로드 진행률" className="flex-1" />
            <span className="text-xs tabular-nums">{progress}%</span>
          </div>
        )}
      </div>
    </div>
  );
}
