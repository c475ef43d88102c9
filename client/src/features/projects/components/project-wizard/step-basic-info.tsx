import { useFormContext } from "react-hook-form";
import { wizardWords } from "@shared/discipline-labels";
import type { ProjectFields, ProjectFormInput } from "@shared/validators/projects";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { usePopularTags } from "@/lib/api/get-popular-tags";
import { ImageUploadField } from "./image-upload-field";
import { RequiredMark } from "./required-mark";
import { TagInput } from "@/components/forms/tag-input";
import { useAuth } from "@/features/auth/exports";

const FORM_POPULAR_TAGS = 8;
const DESCRIPTION_MAX = 5000;

export function StepBasicInfo({ onUploadingChange }: { onUploadingChange: (uploading: boolean) => void }) {
  const form = useFormContext<ProjectFormInput, unknown, ProjectFields>();
  const popular = usePopularTags();
  const suggestions = (popular.data ?? []).slice(0, FORM_POPULAR_TAGS).map((t) => t.name);
  // Examples from the producer's own field (issue 31).
  const words = wizardWords(useAuth().user?.discipline);

  return (
    <div className="flex flex-col gap-6">
      <FormField
        control={form.control}
        name="title"
        render={({ field }) => (
          <FormItem>
            <FormLabel>
              제목
              <RequiredMark />
            </FormLabel>
            <FormControl>
              <Input {...field} value={field.value ?? ""} maxLength={255} placeholder={words.titlePlaceholder} autoComplete="off" />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />

      <FormField
        control={form.control}
        name="tags"
        render={({ field }) => (
          <FormItem>
            <FormLabel>
              분야 태그
              <RequiredMark />
            </FormLabel>
            <FormControl>
              <TagInput value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} suggestions={suggestions} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />

      <FormField
        control={form.control}
        name="description"
        render={({ field }) => (
          <FormItem>
            <FormLabel>
              프로젝트 소개
              <RequiredMark />
            </FormLabel>
            <FormControl>
              <Textarea
                {...field}
                value={field.value ?? ""}
                rows={7}
                maxLength={DESCRIPTION_MAX}
                placeholder={words.descriptionPlaceholder}
                className="min-h-40"
              />
            </FormControl>
            <div className="flex items-start justify-between gap-2">
              <FormMessage />
              <span className="ml-auto shrink-0 text-xs text-muted-foreground tabular-nums">
                {(field.value ?? "").length}/{DESCRIPTION_MAX}
              </span>
            </div>
          </FormItem>
        )}
      />

      <FormField
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <FormItem>
            <FormLabel>대표 이미지</FormLabel>
            <FormControl>
              <ImageUploadField value={field.value ?? ""} onChange={field.onChange} onUploadingChange={onUploadingChange} />
            </FormControl>
            <FormDescription>프로젝트 페이지 상단과 목록 카드에 표시됩니다. 가로형 이미지를 권장합니다.</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  );
}
