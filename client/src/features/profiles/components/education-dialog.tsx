import { useEffect } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import type { Education } from "@shared/api-types";
import { MIN_DATE } from "@shared/constants";
import { todayInKorea } from "@shared/validators/projects";
import { educationSchema } from "@shared/validators/profiles";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, TextField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useCreateEducation } from "../api/create-education";
import { useUpdateEducation } from "../api/update-education";
import { useSaveError } from "../lib/use-save-error";
import { FormDialog } from "./form-dialog";

type Schema = ReturnType<typeof educationSchema>;
type FormIn = z.input<Schema>;
type FormOut = z.output<Schema>;

export interface EducationDialogProps {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  education: Education | null;
}

const empty = (): FormIn => ({ institution: "", degree: "", fieldOfStudy: "", startDate: "", endDate: "", isCurrent: false, description: "" });
const toForm = (e: Education): FormIn => ({
  institution: e.institution,
  degree: e.degree ?? "",
  fieldOfStudy: e.fieldOfStudy ?? "",
  startDate: e.startDate ?? "",
  endDate: e.endDate ?? "",
  isCurrent: e.isCurrent,
  description: e.description ?? "",
});

/** 학력 add/edit; like experiences, 'currently enrolled' hides the end date. */
export function EducationDialog({ userId, open, onOpenChange, education }: EducationDialogProps) {
  const create = useCreateEducation(userId);
  const update = useUpdateEducation(userId);
  const onSaveError = useSaveError();
  const today = todayInKorea();
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(educationSchema(today)), defaultValues: empty() });
  const isCurrent = form.watch("isCurrent");

  useEffect(() => {
    if (open) form.reset(education ? toForm(education) : empty());
  }, [open, education, form]);

  const onSubmit = form.handleSubmit((values) => {
    const done = (title: string) => {
      toast.success(title, { description: `'${values.institution}' 학력이 저장되었습니다.` });
      onOpenChange(false);
    };
    const onError = (err: Error) => onSaveError(err, "저장 실패", "학력을 저장하지 못했습니다. 잠시 후 다시 시도해주세요.");
    const body = { ...values, endDate: values.isCurrent ? null : values.endDate };
    if (education) update.mutate({ id: education.id, body }, { onSuccess: () => done("학력 수정 완료"), onError });
    else create.mutate(body, { onSuccess: () => done("학력 추가 완료"), onError });
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={education ? "학력 수정" : "학력 추가"}
      description="졸업했거나 재학 중인 학교를 기록하세요."
      onSubmit={onSubmit}
      pending={create.isPending || update.isPending}
    >
      <Form {...form}>
        <TextField control={form.control} name="institution" label="학교명" placeholder="예: 한국예술종합학교" autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="fieldOfStudy" label="전공" placeholder="예: 조형예술" autoComplete="off" />
          <TextField control={form.control} name="degree" label="학위" placeholder="예: 학사" autoComplete="off" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="startDate"
            render={({ field }) => (
              <FormItem>
                <FormLabel>입학일</FormLabel>
                <FormControl>
                  <Input type="date" min={MIN_DATE} max={today} {...field} value={field.value ?? ""} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          {!isCurrent && (
            <FormField
              control={form.control}
              name="endDate"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>졸업일</FormLabel>
                  <FormControl>
                    <Input type="date" min={MIN_DATE} max={today} {...field} value={field.value ?? ""} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          )}
        </div>
        <FormField
          control={form.control}
          name="isCurrent"
          render={({ field }) => (
            <div className="flex items-center gap-2">
              <Checkbox
                id="education-current"
                checked={!!field.value}
                onCheckedChange={(checked) => {
                  field.onChange(checked === true);
                  if (checked === true) form.setValue("endDate", "");
                }}
              />
              <Label htmlFor="education-current" className="font-normal">
                재학 중
              </Label>
            </div>
          )}
        />
        <FormField
          control={form.control}
          name="description"
          render={({ field }) => (
            <FormItem>
              <FormLabel>설명</FormLabel>
              <FormControl>
                <Textarea rows={3} {...field} value={field.value ?? ""} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      </Form>
    </FormDialog>
  );
}
