import { useMemo } from "react";
import type { Control } from "react-hook-form";
import type { z } from "zod";
import { POST_CONTENT_MAX, POST_TAGS_MAX, POST_TYPES, type PostType } from "@shared/constants";
import { postTypeLabel } from "@shared/labels";
import type { postCreateSchema } from "@shared/validators/community";
import { TagInput } from "@/components/forms/tag-input";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { usePopularTags } from "@/lib/api/get-popular-tags";
import { useCommunityPopularTags } from "../api/get-community-popular-tags";

export type PostFormInput = z.input<typeof postCreateSchema>;
export type PostFormValues = z.output<typeof postCreateSchema>;

/** Spec: up to 6 tag suggestions drawn from popular tags. */
const SUGGESTIONS = 6;

/** Community tags first (they are what people post about), then the site-wide popular ones. */
function useTagSuggestions(): string[] {
  const community = useCommunityPopularTags();
  const global = usePopularTags();
  return useMemo(() => {
    const seen = new Set<string>();
    const out: string[] = [];
    for (const t of [...(community.data ?? []), ...(global.data ?? [])]) {
      const key = t.name.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(t.name);
      if (out.length === SUGGESTIONS) break;
    }
    return out;
  }, [community.data, global.data]);
}

/** Content, type and tags of a post: shared by the composer and the edit dialog. */
export function PostFormFields({ control, contentLength }: { control: Control<PostFormInput, unknown, PostFormValues>; contentLength: number }) {
  const suggestions = useTagSuggestions();
  return (
    <>
      <FormField
        control={control}
        name="content"
        render={({ field }) => (
          <FormItem>
            <FormLabel>내용</FormLabel>
            <FormControl>
              <Textarea
                {...field}
                rows={5}
                maxLength={POST_CONTENT_MAX}
                placeholder="작품 이야기, 전시 소식, 궁금한 점을 자유롭게 나눠 보세요."
                className="min-h-32 resize-y"
              />
            </FormControl>
            <div className="flex justify-between gap-2">
              <FormMessage />
              <span className="ml-auto text-xs text-muted-foreground tabular-nums">
                {contentLength.toLocaleString("ko-KR")}/{POST_CONTENT_MAX.toLocaleString("ko-KR")}
              </span>
            </div>
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="postType"
        render={({ field }) => (
          <FormItem>
            <FormLabel>게시글 유형</FormLabel>
            <Select value={field.value ?? "general"} onValueChange={(v) => field.onChange(v as PostType)}>
              <FormControl>
                <SelectTrigger className="w-full sm:w-48">
                  <SelectValue />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {POST_TYPES.map((t) => (
                  <SelectItem key={t} value={t}>
                    {postTypeLabel[t]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="tags"
        render={({ field }) => (
          <FormItem>
            <FormLabel>태그 (최대 {POST_TAGS_MAX}개)</FormLabel>
            <FormControl>
              <TagInput
                value={(field.value as string[] | undefined) ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                max={POST_TAGS_MAX}
                suggestions={suggestions}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </>
  );
}
