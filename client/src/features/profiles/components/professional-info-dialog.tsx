import { useEffect } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { DISCIPLINES, YEARS_OF_EXPERIENCE_MAX } from "@shared/constants";
import { disciplineLabel } from "@shared/discipline-labels";
import { profileFields } from "@shared/validators/profiles";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useAuth } from "@/features/auth/exports";
import { useUpdateProfile } from "../api/update-profile";
import { useSaveError } from "../lib/use-save-error";
import { FormDialog } from "./form-dialog";

const proSchema = profileFields.pick({ yearsOfExperience: true, discipline: true });
type FormIn = z.input<typeof proSchema>;
type FormOut = z.output<typeof proSchema>;

export interface ProfessionalInfoDialogProps {
  userId: string;
  yearsOfExperience: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 전문 정보: years of experience (0 or empty shows 신입). */
export function ProfessionalInfoDialog({ userId, yearsOfExperience, open, onOpenChange }: ProfessionalInfoDialogProps) {
  const update = useUpdateProfile(userId);
  const onSaveError = useSaveError();
  // The owner's field (issue 31): role wording, portfolio prompts and career types follow it.
  const discipline = (useAuth().user?.discipline ?? null) as FormIn["discipline"];
  const initial = (): FormIn => ({ yearsOfExperience: yearsOfExperience == null ? "" : String(yearsOfExperience), discipline });
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(proSchema), defaultValues: initial() });

  useEffect(() => {
    if (open) form.reset({ yearsOfExperience: yearsOfExperience == null ? "" : String(yearsOfExperience), discipline });
  }, [open, yearsOfExperience, discipline, form]);

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: () => {
        toast.success("전문 정보가 업데이트되었습니다.");
        onOpenChange(false);
      },
      onError: (err) => onSaveError(err, "업데이트 실패", "전문 정보를 저장하지 못했습니다."),
    });
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="전문 정보 수정"
      description="활동 분야와 경력 연수를 입력하세요."
      onSubmit={onSubmit}
      pending={update.isPending}
      className="sm:max-w-md"
    >
      <Form {...form}>
        <FormField
          control={form.control}
          name="discipline"
          render={({ field }) => (
            <FormItem>
              <FormLabel>활동 분야</FormLabel>
              <FormControl>
                <NativeSelect {...field} value={field.value ?? ""} onChange={(e) => field.onChange(e.target.value || null)}>
                  <option value="">선택 안 함</option>
                  {DISCIPLINES.map((d) => (
                    <option key={d} value={d}>
                      {disciplineLabel[d]}
                    </option>
                  ))}
                </NativeSelect>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="yearsOfExperience"
          render={({ field }) => (
            <FormItem>
              <FormLabel>경력 (년)</FormLabel>
              <FormControl>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={YEARS_OF_EXPERIENCE_MAX}
                  step={1}
                  {...field}
                  value={field.value == null ? "" : String(field.value)}
                />
              </FormControl>
              <FormDescription>비워 두거나 0을 입력하면 '신입'으로 표시됩니다.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      </Form>
    </FormDialog>
  );
}
