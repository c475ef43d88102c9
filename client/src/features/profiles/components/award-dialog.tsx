import { useEffect } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import type { Award } from "@shared/api-types";
import { categoryLabel } from "@shared/labels";
import { todayInKorea } from "@shared/validators/projects";
import { awardSchema } from "@shared/validators/profiles";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, TextField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useCreateAward } from "../api/create-award";
import { useUpdateAward } from "../api/update-award";
import { useSaveError } from "../lib/use-save-error";
import { FormDialog } from "./form-dialog";

type Schema = ReturnType<typeof awardSchema>;
type FormIn = z.input<Schema>;
type FormOut = z.output<Schema>;

/** The category codes of the spec's lookup, offered as choices (shown with their Korean labels). */
export const AWARD_CATEGORIES = [
  "painting",
  "sculpture",
  "installation",
  "photography",
  "digital_art",
  "craft",
  "competition",
  "art_fair",
  "workshop",
  "residency",
  "performance_art",
  "other",
] as const;
const NONE = "__none__";

export interface AwardDialogProps {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  award: Award | null;
}

const empty = (): FormIn => ({ title: "", organization: "", category: "", year: "", description: "" });
const toForm = (a: Award): FormIn => ({
  title: a.title,
  organization: a.organization ?? "",
  category: a.category ?? "",
  year: String(a.year),
  description: a.description ?? "",
});

/** 수상 내역 add/edit: title and year required, year from 1900 to this year. */
export function AwardDialog({ userId, open, onOpenChange, award }: AwardDialogProps) {
  const create = useCreateAward(userId);
  const update = useUpdateAward(userId);
  const onSaveError = useSaveError();
  const today = todayInKorea();
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(awardSchema(today)), defaultValues: empty() });

  useEffect(() => {
    if (open) form.reset(award ? toForm(award) : empty());
  }, [open, award, form]);

  const onSubmit = form.handleSubmit((values) => {
    const done = (title: string) => {
      toast.success(title, { description: `'${values.title}' 수상 내역이 저장되었습니다.` });
      onOpenChange(false);
    };
    const onError = (err: Error) => onSaveError(err, "저장 실패", "수상 내역을 저장하지 못했습니다. 잠시 후 다시 시도해주세요.");
    if (award) update.mutate({ id: award.id, body: values }, { onSuccess: () => done("수상 내역 수정 완료"), onError });
    else create.mutate(values, { onSuccess: () => done("수상 내역 추가 완료"), onError });
  });

  const category = form.watch("category") ?? "";
  const knownCategory = !category || (AWARD_CATEGORIES as readonly string[]).includes(category);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={award ? "수상 내역 수정" : "수상 내역 추가"}
      description="공모전, 아트페어 등에서 받은 상을 기록하세요."
      onSubmit={onSubmit}
      pending={create.isPending || update.isPending}
    >
      <Form {...form}>
        <TextField control={form.control} name="title" label="수상명" placeholder="예: 청년작가상 대상" autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="organization" label="수여 기관" placeholder="예: 한국미술협회" autoComplete="off" />
          <FormField
            control={form.control}
            name="year"
            render={({ field }) => (
              <FormItem>
                <FormLabel>수상 연도</FormLabel>
                <FormControl>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={1900}
                    max={Number(today.slice(0, 4))}
                    placeholder={today.slice(0, 4)}
                    {...field}
                    value={field.value ?? ""}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="category"
          render={({ field }) => (
            <FormItem>
              <FormLabel>분류</FormLabel>
              <Select value={field.value ? field.value : NONE} onValueChange={(v) => field.onChange(v === NONE ? "" : v)}>
                <FormControl>
                  <SelectTrigger>
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  <SelectItem value={NONE}>선택 안 함</SelectItem>
                  {!knownCategory && <SelectItem value={category}>{categoryLabel(category)}</SelectItem>}
                  {AWARD_CATEGORIES.map((c) => (
                    <SelectItem key={c} value={c}>
                      {categoryLabel(c)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
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
