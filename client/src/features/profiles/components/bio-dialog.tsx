import { useEffect } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { BIO_MAX } from "@shared/constants";
import { profileFields, profileMsg } from "@shared/validators/profiles";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { useUpdateProfile } from "../api/update-profile";
import { realBio } from "../lib/profile-display";
import { useSaveError } from "../lib/use-save-error";
import { FormDialog } from "./form-dialog";

/** The shared bio rule, where empty (and the placeholder, which counts as empty) is too short. */
const bioSchema = profileFields.pick({ bio: true }).refine((v) => v.bio !== null, { path: ["bio"], message: profileMsg.bioMin });
type FormIn = z.input<typeof bioSchema>;
type FormOut = z.output<typeof bioSchema>;

export interface BioDialogProps {
  userId: string;
  bio: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 소개 edit: 10 to 1000 characters; the placeholder '나중에 작성 예정' starts the field empty. */
export function BioDialog({ userId, bio, open, onOpenChange }: BioDialogProps) {
  const update = useUpdateProfile(userId);
  const onSaveError = useSaveError();
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(bioSchema), defaultValues: { bio: realBio(bio) ?? "" } });

  useEffect(() => {
    if (open) form.reset({ bio: realBio(bio) ?? "" });
  }, [open, bio, form]);

  const length = (form.watch("bio") ?? "").trim().length;

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(
      { bio: values.bio },
      {
        onSuccess: () => {
          toast.success("소개가 업데이트되었습니다.");
          onOpenChange(false);
        },
        onError: (err) => onSaveError(err, "업데이트 실패", "소개를 저장하지 못했습니다."),
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="소개 수정"
      description="작업 세계와 관심 분야를 소개해 주세요."
      onSubmit={onSubmit}
      pending={update.isPending}
      className="sm:max-w-xl"
    >
      <Form {...form}>
        <FormField
          control={form.control}
          name="bio"
          render={({ field }) => (
            <FormItem>
              <FormLabel>소개</FormLabel>
              <FormControl>
                <Textarea
                  rows={8}
                  maxLength={BIO_MAX}
                  placeholder="예: 빛과 한지를 재료로 공간 설치 작업을 하고 있습니다."
                  {...field}
                  value={field.value ?? ""}
                />
              </FormControl>
              <div className="flex justify-between gap-2">
                <FormMessage />
                <span className={cn("ml-auto shrink-0 text-xs tabular-nums", length > BIO_MAX ? "text-destructive" : "text-muted-foreground")}>
                  {length}/{BIO_MAX}
                </span>
              </div>
            </FormItem>
          )}
        />
      </Form>
    </FormDialog>
  );
}
