import { useEffect } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { CommunityPost } from "@shared/api-types";
import { postCreateSchema } from "@shared/validators/community";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { useUpdatePost } from "../api/update-post";
import { isAuthFailure, useLoginRequired } from "../hooks/use-login-required";
import { PostFormFields, type PostFormInput, type PostFormValues } from "./post-form-fields";

export interface PostEditDialogProps {
  post: CommunityPost;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The author edits content, type and tags of a post (the image stays as it is). */
export function PostEditDialog({ post, open, onOpenChange }: PostEditDialogProps) {
  const update = useUpdatePost();
  const loginRequired = useLoginRequired();
  const form = useForm<PostFormInput, unknown, PostFormValues>({
    resolver: zodResolver(postCreateSchema),
    defaultValues: { content: post.content, postType: post.postType, tags: post.tags },
  });
  const content = form.watch("content") ?? "";

  useEffect(() => {
    if (open) form.reset({ content: post.content, postType: post.postType, tags: post.tags });
  }, [open, post, form]);

  const submit = form.handleSubmit((values) =>
    update.mutate(
      { id: post.id, ...values },
      {
        onSuccess: () => {
          toast.success("게시글이 수정되었습니다.");
          onOpenChange(false);
        },
        onError: (err) => {
          if (isAuthFailure(err)) return loginRequired();
          toast.error("게시글 수정 중 오류가 발생했습니다.", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") });
        },
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={(o) => !update.isPending && onOpenChange(o)}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>게시글 수정</DialogTitle>
          <DialogDescription>내용, 유형, 태그를 고칠 수 있습니다.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
            <PostFormFields control={form.control} contentLength={content.length} />
            {/* Kept in view while a long post scrolls inside the dialog. */}
            <DialogFooter className="sticky bottom-0 z-10 -mx-5 -mb-5 border-t bg-background px-5 py-3 sm:-mx-6 sm:-mb-6 sm:px-6">
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={update.isPending}>
                취소
              </Button>
              <Button type="submit" disabled={update.isPending || !content.trim()}>
                {update.isPending && <Spinner />}
                저장
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
