import { useId, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Paperclip, Plus, X } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { ACTIVITY_KINDS, activityKindLabels, EVIDENCE_MAX } from "@shared/activity";
import { activityItemSchema, type ActivityItemInput } from "@shared/validators/activity";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { uploadFile } from "@/lib/upload";
import { useAddActivityItem } from "../api/activity";

type Values = z.input<typeof activityItemSchema>;
const empty: Values = { kind: "exhibition", title: "", role: "", organizer: "", place: "", startDate: "", endDate: "", description: "", evidenceUrls: [] };

/** Adds self-reported activity from outside the platform with evidence files (PDF or images, the upload's own checks). */
export function ActivityItemForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const add = useAddActivityItem();
  const form = useForm<Values, unknown, z.output<typeof activityItemSchema>>({ resolver: zodResolver(activityItemSchema), defaultValues: empty });
  const [files, setFiles] = useState<Array<{ url: string; name: string }>>([]);
  const [uploading, setUploading] = useState(false);
  const errors = form.formState.errors;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (files.length >= EVIDENCE_MAX) return toast.error(`증빙 파일은 ${EVIDENCE_MAX}개까지 첨부할 수 있습니다.`);
    setUploading(true);
    try {
      const up = await uploadFile(file);
      setFiles((f) => [...f, { url: up.url, name: file.name }]);
    } catch (err) {
      toast.error("파일을 올리지 못했습니다", { description: errorMessage(err, "PDF 또는 이미지(10MB 이하)만 올릴 수 있습니다.") });
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = form.handleSubmit((v) =>
    add.mutate({ ...v, evidenceUrls: files.map((f) => f.url) } as ActivityItemInput, {
      onSuccess: () => {
        toast.success("활동을 등록했습니다", { description: "본인 신고 활동으로 기록에 들어갑니다." });
        form.reset(empty);
        setFiles([]);
        onDone();
      },
      onError: (err) => toast.error("등록하지 못했습니다", { description: errorMessage(err, "입력값을 확인해주세요.") }),
    }),
  );

  const field = (name: keyof Values) => errors[name]?.message && <p className="text-xs text-destructive">{String(errors[name]?.message)}</p>;

  return (
    <form onSubmit={onSubmit} className="grid gap-3 rounded-md border p-3 sm:grid-cols-2" noValidate aria-label="직접 등록할 활동">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-kind`}>활동 유형</Label>
        <NativeSelect id={`${id}-kind`} {...form.register("kind")}>
          {ACTIVITY_KINDS.map((k) => (
            <option key={k} value={k}>
              {activityKindLabels[k]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-title`}>활동명</Label>
        <Input id={`${id}-title`} placeholder="예: 개인전 〈물의 기억〉" aria-invalid={!!errors.title} {...form.register("title")} />
        {field("title")}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-role`}>역할 (선택)</Label>
        <Input id={`${id}-role`} {...form.register("role")} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-org`}>주최·발행처 (선택)</Label>
        <Input id={`${id}-org`} {...form.register("organizer")} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-start`}>시작일</Label>
        <Input id={`${id}-start`} type="date" aria-invalid={!!errors.startDate} {...form.register("startDate")} />
        {field("startDate")}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-end`}>종료일 (선택)</Label>
        <Input id={`${id}-end`} type="date" aria-invalid={!!errors.endDate} {...form.register("endDate")} />
        {field("endDate")}
      </div>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-place`}>장소 (선택)</Label>
        <Input id={`${id}-place`} {...form.register("place")} />
      </div>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-desc`}>설명 (선택)</Label>
        <Textarea id={`${id}-desc`} rows={2} {...form.register("description")} />
      </div>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-file`}>증빙 파일 (PDF·이미지, {EVIDENCE_MAX}개까지)</Label>
        <Input
          id={`${id}-file`}
          type="file"
          accept="application/pdf,image/*"
          disabled={uploading}
          onChange={(e) => void onFile(e.target.files?.[0]).then(() => (e.target.value = ""))}
        />
        {uploading && (
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <Spinner /> 올리는 중…
          </p>
        )}
        {files.length > 0 && (
          <ul className="flex flex-col gap-1 text-xs">
            {files.map((f) => (
              <li key={f.url} className="flex items-center gap-1">
                <Paperclip className="size-3.5" aria-hidden="true" />
                <span className="truncate">{f.name}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-6"
                  aria-label={`${f.name} 빼기`}
                  onClick={() => setFiles((all) => all.filter((x) => x.url !== f.url))}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={add.isPending || uploading}>
          {add.isPending ? <Spinner /> : <Plus aria-hidden="true" />}
          활동 등록
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          취소
        </Button>
      </div>
    </form>
  );
}
