import { useEffect } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import type { Experience } from "@shared/api-types";
import { EXPERIENCE_TYPES, MIN_DATE } from "@shared/constants";
import { experienceTypeLabel } from "@shared/discipline-labels";
import { todayInKorea } from "@shared/validators/projects";
import { experienceSchema } from "@shared/validators/profiles";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, TextField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useCreateExperience } from "../api/create-experience";
import { useUpdateExperience } from "../api/update-experience";
import { useSaveError } from "../lib/use-save-error";
import { FormDialog } from "./form-dialog";

type Schema = ReturnType<typeof experienceSchema>;
type FormIn = z.input<Schema>;
type FormOut = z.output<Schema>;

export interface ExperienceDialogProps {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entry to edit; null adds a new one. */
  experience: Experience | null;
}

const empty = (): FormIn => ({
  type: "exhibition",
  title: "",
  organization: "",
  role: "",
  location: "",
  description: "",
  startDate: "",
  endDate: "",
  isCurrent: false,
});

function toForm(e: Experience): FormIn {
  return {
    type: e.type as FormIn["type"],
    title: e.title,
    organization: e.organization ?? "",
    role: e.role ?? "",
    location: e.location ?? "",
    description: e.description ?? "",
    startDate: e.startDate,
    endDate: e.endDate ?? "",
    isCurrent: e.isCurrent,
  };
}

/** Spec: ticking 'currently ongoing' clears and hides the end date; dates from 1900 to today, end not before start. */
export function ExperienceDialog({ userId, open, onOpenChange, experience }: ExperienceDialogProps) {
  const create = useCreateExperience(userId);
  const update = useUpdateExperience(userId);
  const onSaveError = useSaveError();
  const today = todayInKorea();
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(experienceSchema(today)), defaultValues: empty() });
  const isCurrent = form.watch("isCurrent");

  useEffect(() => {
    if (open) form.reset(experience ? toForm(experience) : empty());
  }, [open, experience, form]);

  const onSubmit = form.handleSubmit((values) => {
    const done = (title: string) => {
      toast.success(title, { description: `'${values.title}' 경력이 저장되었습니다.` });
      onOpenChange(false);
    };
    const onError = (err: Error) => onSaveError(err, "저장 실패", "경력을 저장하지 못했습니다. 잠시 후 다시 시도해주세요.");
    const body = { ...values, endDate: values.isCurrent ? null : values.endDate };
    if (experience) update.mutate({ id: experience.id, body }, { onSuccess: () => done("경력 수정 완료"), onError });
    else create.mutate(body, { onSuccess: () => done("경력 추가 완료"), onError });
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={experience ? "경력 수정" : "경력 추가"}
      description="전시, 공연, 레지던시 등 참여한 활동을 기록하세요."
      onSubmit={onSubmit}
      pending={create.isPending || update.isPending}
    >
      <Form {...form}>
        <FormField
          control={form.control}
          name="type"
          render={({ field }) => (
            <FormItem>
              <FormLabel>유형</FormLabel>
              <Select value={field.value ?? "performance"} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger>
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {EXPERIENCE_TYPES.map((t) => (
                    <SelectItem key={t} value={t}>
                      {experienceTypeLabel[t]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
        <TextField control={form.control} name="title" label="제목" placeholder="예: 개인전 〈빛의 결〉" autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="organization" label="기관/장소명" placeholder="예: 갤러리 현대" autoComplete="off" />
          <TextField control={form.control} name="role" label="역할" placeholder="예: 참여 작가" autoComplete="off" />
        </div>
        <TextField control={form.control} name="location" label="지역" placeholder="예: 서울" autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="startDate"
            render={({ field }) => (
              <FormItem>
                <FormLabel>시작일</FormLabel>
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
                  <FormLabel>종료일</FormLabel>
                  <FormControl>
                    <Input type="date" min={form.watch("startDate") || MIN_DATE} max={today} {...field} value={field.value ?? ""} />
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
                id="experience-current"
                checked={!!field.value}
                onCheckedChange={(checked) => {
                  field.onChange(checked === true);
                  if (checked === true) form.setValue("endDate", "", { shouldValidate: false });
                }}
              />
              <Label htmlFor="experience-current" className="font-normal">
                현재 진행 중
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
                <Textarea rows={3} placeholder="활동 내용을 간단히 적어주세요" {...field} value={field.value ?? ""} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      </Form>
    </FormDialog>
  );
}
