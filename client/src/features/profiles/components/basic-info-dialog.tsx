import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Camera, Trash2 } from "lucide-react";
import { toast } from "sonner";
import type { z } from "zod";
import type { UserProfile } from "@shared/api-types";
import { FILE_MAX_BYTES } from "@shared/constants";
import { IMAGE_MIME } from "@shared/uploads";
import { profileFields } from "@shared/validators/profiles";
import { LocationSelect } from "@/components/projects/location-select";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, TextField } from "@/components/ui/form";
import { Progress } from "@/components/ui/progress";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { uploadFile } from "@/lib/upload";
import { useUpdateProfile } from "../api/update-profile";
import { profileName } from "../lib/profile-display";
import { useSaveError } from "../lib/use-save-error";
import { FormDialog } from "./form-dialog";

const basicSchema = profileFields.pick({ firstName: true, lastName: true, location: true, website: true, profileImageUrl: true });
type FormIn = z.input<typeof basicSchema>;
type FormOut = z.output<typeof basicSchema>;

const MB = 1024 * 1024;

export interface BasicInfoDialogProps {
  profile: UserProfile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const toForm = (p: UserProfile): FormIn => ({
  firstName: p.firstName ?? "",
  lastName: p.lastName ?? "",
  location: p.location ?? "",
  website: p.website ?? "",
  profileImageUrl: p.profileImageUrl ?? "",
});

/** Name, region (from the list), website and the profile picture (square-cropped by the server). */
export function BasicInfoDialog({ profile, open, onOpenChange }: BasicInfoDialogProps) {
  const update = useUpdateProfile(profile.id);
  const onSaveError = useSaveError();
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(basicSchema), defaultValues: toForm(profile) });
  const [progress, setProgress] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => {
    if (open) form.reset(toForm(profile));
    else abortRef.current?.abort();
  }, [open, profile, form]);

  const image = form.watch("profileImageUrl") ?? "";

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    if (file.size > FILE_MAX_BYTES) {
      toast.error("파일 크기 초과", { description: `선택한 파일이 ${(file.size / MB).toFixed(1)}MB입니다. 10MB 이하의 이미지를 선택해주세요.` });
      return;
    }
    if (!(IMAGE_MIME as readonly string[]).includes(file.type)) {
      toast.error("지원하지 않는 파일 형식", { description: "JPG, PNG, GIF, WebP 이미지만 올릴 수 있습니다." });
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    try {
      const result = await uploadFile(file, { variant: "avatar", onProgress: setProgress, signal: controller.signal });
      form.setValue("profileImageUrl", result.fileUrl, { shouldDirty: true, shouldValidate: true });
    } catch (err) {
      if (err instanceof DOMException && err.name === "AbortError") return;
      if (err instanceof ApiRequestError) toast.error("파일 업로드에 실패했습니다.", { description: errorMessage(err, "다른 이미지로 다시 시도해주세요.") });
      else toast.error("파일 업로드 중 오류가 발생했습니다.", { description: "네트워크 연결을 확인한 뒤 다시 시도해주세요." });
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      setProgress(null);
    }
  };

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: () => {
        toast.success("기본 정보가 업데이트되었습니다.");
        onOpenChange(false);
      },
      onError: (err) => onSaveError(err, "업데이트 실패", "기본 정보를 저장하지 못했습니다."),
    });
  });

  const name = profileName(profile);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="기본 정보 수정"
      description="이름, 지역, 웹사이트와 프로필 사진을 바꿀 수 있습니다."
      onSubmit={onSubmit}
      pending={update.isPending}
      submitDisabled={progress !== null}
    >
      <Form {...form}>
        <div className="flex items-center gap-4">
          <Avatar className="size-20 border">
            {image && <AvatarImage src={image} alt="프로필 이미지 미리보기" className="object-cover" />}
            <AvatarFallback className="bg-primary/10 text-2xl text-primary">{name.charAt(0).toUpperCase()}</AvatarFallback>
          </Avatar>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <input
              ref={inputRef}
              type="file"
              accept="image/jpeg,image/png,image/gif,image/webp"
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              onChange={onFile}
              data-testid="avatar-input"
            />
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => inputRef.current?.click()} disabled={progress !== null}>
                <Camera aria-hidden="true" />
                사진 변경
              </Button>
              {image && progress === null && (
                <Button type="button" variant="ghost" size="sm" onClick={() => form.setValue("profileImageUrl", "", { shouldDirty: true })}>
                  <Trash2 aria-hidden="true" />
                  삭제
                </Button>
              )}
            </div>
            {progress !== null ? (
              <Progress value={progress} aria-label="프로필 이미지 업로드 진행률" />
            ) : (
              <p className="text-xs text-muted-foreground">JPG, PNG, GIF, WebP · 최대 10MB · 정사각형으로 잘립니다</p>
            )}
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="lastName" label="성" autoComplete="family-name" />
          <TextField control={form.control} name="firstName" label="이름" autoComplete="given-name" />
        </div>
        <FormField
          control={form.control}
          name="location"
          render={({ field }) => (
            <FormItem>
              <FormLabel>지역</FormLabel>
              <FormControl>
                <LocationSelect value={field.value ?? ""} onValueChange={field.onChange} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <TextField control={form.control} name="website" label="웹사이트" placeholder="https://" type="url" inputMode="url" autoComplete="url" />
      </Form>
    </FormDialog>
  );
}
