import { useCallback, useEffect, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import type { Portfolio } from "@shared/api-types";
import { portfolioPrompt } from "@shared/discipline-labels";
import { portfolioSchema } from "@shared/validators/profiles";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, TextField } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { TagInput } from "@/components/forms/tag-input";
import { useAuth } from "@/features/auth/exports";
import { useCreatePortfolio } from "../api/create-portfolio";
import { useUpdatePortfolio } from "../api/update-portfolio";
import { useSaveError } from "../lib/use-save-error";
import { FormDialog } from "./form-dialog";
import { PortfolioFileField } from "./portfolio-file-field";

type FormIn = z.input<typeof portfolioSchema>;
type FormOut = z.output<typeof portfolioSchema>;

export interface PortfolioDialogProps {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  portfolio: Portfolio | null;
}

const empty = (): FormIn => ({ title: "", description: "", imageUrl: "", projectUrl: "", category: "", featured: false, tags: [] });
const toForm = (p: Portfolio): FormIn => ({
  title: p.title,
  description: p.description ?? "",
  imageUrl: p.imageUrl ?? "",
  projectUrl: p.projectUrl ?? "",
  category: p.category ?? "",
  featured: p.featured,
  tags: p.tags,
});

/** 포트폴리오 add/edit: title required, an optional image or PDF, link, tags and the featured switch. */
export function PortfolioDialog({ userId, open, onOpenChange, portfolio }: PortfolioDialogProps) {
  const create = useCreatePortfolio(userId);
  // The prompt follows the owner's field ('재료, 크기, 제작 연도' is for visual art; issue 31).
  const discipline = useAuth().user?.discipline;
  const update = useUpdatePortfolio(userId);
  const onSaveError = useSaveError();
  const [uploading, setUploading] = useState(false);
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(portfolioSchema), defaultValues: empty() });
  const onUploadingChange = useCallback((u: boolean) => setUploading(u), []);

  useEffect(() => {
    if (open) form.reset(portfolio ? toForm(portfolio) : empty());
  }, [open, portfolio, form]);

  const onSubmit = form.handleSubmit((values) => {
    const done = (title: string) => {
      toast.success(title, { description: `'${values.title}' 작품이 저장되었습니다.` });
      onOpenChange(false);
    };
    const onError = (err: Error) => onSaveError(err, "저장 실패", "포트폴리오를 저장하지 못했습니다. 잠시 후 다시 시도해주세요.");
    if (portfolio) update.mutate({ id: portfolio.id, body: values }, { onSuccess: () => done("포트폴리오 수정 완료"), onError });
    else create.mutate(values, { onSuccess: () => done("포트폴리오 등록 완료"), onError });
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={portfolio ? "포트폴리오 수정" : "포트폴리오 추가"}
      description="작품 이미지, PDF, 영상이나 음원을 올리고 설명을 덧붙이세요. YouTube·Vimeo 작품 링크는 프로필에서 바로 재생됩니다."
      onSubmit={onSubmit}
      pending={create.isPending || update.isPending}
      submitDisabled={uploading}
      submitLabel={uploading ? "업로드 중..." : "저장"}
      className="sm:max-w-xl"
    >
      <Form {...form}>
        <FormField
          control={form.control}
          name="imageUrl"
          render={({ field }) => (
            <FormItem>
              <FormLabel asChild>
                <span>작품 파일</span>
              </FormLabel>
              <PortfolioFileField value={field.value ?? ""} onChange={field.onChange} onUploadingChange={onUploadingChange} />
              <FormMessage />
            </FormItem>
          )}
        />
        <TextField control={form.control} name="title" label="작품명" placeholder="예: 빛의 결 #3" autoComplete="off" />
        <FormField
          control={form.control}
          name="description"
          render={({ field }) => (
            <FormItem>
              <FormLabel>설명</FormLabel>
              <FormControl>
                <Textarea rows={3} placeholder={portfolioPrompt(discipline)} {...field} value={field.value ?? ""} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="category" label="분류" placeholder="예: 회화" autoComplete="off" />
          <TextField control={form.control} name="projectUrl" label="작품 링크" placeholder="https://" type="url" inputMode="url" autoComplete="off" />
        </div>
        <FormField
          control={form.control}
          name="tags"
          render={({ field }) => (
            <FormItem>
              <FormLabel>태그</FormLabel>
              <FormControl>
                <TagInput value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="featured"
          render={({ field }) => (
            <div className="flex items-center justify-between gap-3 rounded-lg border px-3.5 py-3">
              <Label htmlFor="portfolio-featured" className="flex flex-col items-start gap-0.5">
                <span>대표 작품</span>
                <span className="text-xs font-normal text-muted-foreground">대표 작품은 목록 카드와 프로필 맨 앞에 보입니다.</span>
              </Label>
              <Switch id="portfolio-featured" checked={!!field.value} onCheckedChange={field.onChange} />
            </div>
          )}
        />
      </Form>
    </FormDialog>
  );
}
