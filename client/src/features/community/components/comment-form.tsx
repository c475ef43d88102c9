import { useEffect, useRef } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { COMMENT_MAX } from "@shared/constants";
import { commentUpdateSchema } from "@shared/validators/community";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormMessage } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { isComposing } from "@/lib/ime";

type CommentFormInput = z.input<typeof commentUpdateSchema>;
type CommentFormValues = z.output<typeof commentUpdateSchema>;

export interface CommentFormProps {
  /** Accessible name of the text box, e.g. '댓글 입력' or '답글 입력'. */
  label: string;
  placeholder: string;
  submitLabel: string;
  initial?: string;
  pending: boolean;
  autoFocus?: boolean;
  /** Resolves true when the text was saved, so the box is emptied. */
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
  className?: string;
}

/** One text box for comments, replies and comment edits; Ctrl/⌘+Enter sends. */
export function CommentForm({ label, placeholder, submitLabel, initial = "", pending, autoFocus, onSubmit, onCancel, className }: CommentFormProps) {
  const form = useForm<CommentFormInput, unknown, CommentFormValues>({ resolver: zodResolver(commentUpdateSchema), defaultValues: { content: initial } });
  const content = form.watch("content") ?? "";
  const ref = useRef<HTMLTextAreaElement | null>(null);

  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);

  const submit = form.handleSubmit(async ({ content: text }) => {
    const saved = await onSubmit(text);
    if (saved) form.reset({ content: "" });
  });

  return (
    <Form {...form}>
      <form onSubmit={submit} className={cn("flex flex-col gap-2", className)} noValidate>
        <FormField
          control={form.control}
          name="content"
          render={({ field }) => (
            <FormItem className="gap-1">
              <FormControl>
                <Textarea
                  {...field}
                  ref={(el) => {
                    field.ref(el);
                    ref.current = el;
                  }}
                  aria-label={label}
                  rows={2}
                  maxLength={COMMENT_MAX}
                  placeholder={placeholder}
                  className="min-h-16 resize-y bg-background"
                  onKeyDown={(e) => {
                    if (e.key === "Enter" && (e.ctrlKey || e.metaKey) && !isComposing(e)) {
                      e.preventDefault();
                      void submit();
                    }
                    if (e.key === "Escape" && onCancel) onCancel();
                  }}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="flex justify-end gap-2">
          {onCancel && (
            <Button variant="ghost" size="sm" onClick={onCancel} disabled={pending}>
              취소
            </Button>
          )}
          <Button type="submit" size="sm" disabled={pending || !content.trim()}>
            {pending && <Spinner />}
            {submitLabel}
          </Button>
        </div>
      </form>
    </Form>
  );
}
