import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { ImagePlus, PenSquare } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { postCreateSchema } from "@shared/validators/community";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import type { AuthUser } from "@/features/auth/api/get-user";
import { displayName } from "@/lib/format";
import { useCreatePost } from "../api/create-post";
import { isAuthFailure, useLoginRequired } from "../hooks/use-login-required";
import { AuthorAvatar } from "./author-link";
import { CommunityLoginDialog } from "./community-login-dialog";
import { PostFormFields, type PostFormInput, type PostFormValues } from "./post-form-fields";
import { PostImageField } from "./post-image-field";

const EMPTY: PostFormInput = { content: "", postType: "general", tags: [] };

/**
 * The "write a post" card. Signed-in users open the composer dialog (content, type, up to 5 tags,
 * optional image with progress); guests get the login prompt instead.
 */
export function PostComposer({ user }: { user: AuthUser | null }) {
  const [open, setOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const [image, setImage] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const createPost = useCreatePost();
  const loginRequired = useLoginRequired();
  const form = useForm<PostFormInput, unknown, PostFormValues>({ resolver: zodResolver(postCreateSchema), defaultValues: EMPTY });
  const content = form.watch("content") ?? "";

  const start = () => (user ? setOpen(true) : setLoginOpen(true));

  const close = (next: boolean) => {
    if (createPost.isPending) return;
    setOpen(next);
  };

  const submit = form.handleSubmit((values) => {
    setProgress(image ? 0 : null);
    createPost.mutate(
      { ...values, image, onProgress: image ? setProgress : undefined },
      {
        onSuccess: () => {
          toast.success("성공", { description: "게시글이 작성되었습니다." });
          form.reset(EMPTY);
          setImage(null);
          setOpen(false);
        },
        onError: (err) => {
          if (isAuthFailure(err)) {
            setOpen(false);
            loginRequired();
            return;
          }
          toast.error("오류", { description: "게시글 작성 중 오류가 발생했습니다." });
        },
        onSettled: () => setProgress(null),
      },
    );
  });

  return (
    <>
      <div className="rounded-xl border bg-card p-4 shadow-xs sm:p-5">
        <div className="flex items-center gap-3">
          <AuthorAvatar author={user ? { ...user, isDeleted: false } : null} />
          <button
            type="button"
            onClick={start}
            className="h-11 min-w-0 flex-1 truncate rounded-full border bg-muted/50 px-4 text-left text-sm text-muted-foreground transition-colors outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
          >
            {user ? `${displayName(user)}님, 어떤 이야기를 나눠 볼까요?` : "로그인하고 이야기를 나눠 보세요"}
          </button>
        </div>
        <div className="mt-3 flex items-center justify-between gap-2 border-t pt-3">
          <Button variant="ghost" size="sm" onClick={start} className="text-muted-foreground">
            <ImagePlus aria-hidden="true" />
            사진
          </Button>
          <Button size="sm" onClick={start}>
            <PenSquare aria-hidden="true" />
            글쓰기
          </Button>
        </div>
      </div>

      <Dialog open={open} onOpenChange={close}>
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>새 게시글</DialogTitle>
            <DialogDescription>작품, 정보, 질문, 모집 소식을 커뮤니티와 나눠 보세요.</DialogDescription>
          </DialogHeader>
          <Form {...form}>
            <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
              <PostFormFields control={form.control} contentLength={content.length} />
              <div className="flex flex-col gap-2">
                <span className="text-sm font-medium">이미지</span>
                <PostImageField file={image} onChange={setImage} progress={progress} disabled={createPost.isPending} />
              </div>
              {/* Kept in view while a long post scrolls inside the dialog. */}
              <DialogFooter className="sticky bottom-0 z-10 -mx-5 -mb-5 border-t bg-background px-5 py-3 sm:-mx-6 sm:-mb-6 sm:px-6">
                <Button variant="outline" onClick={() => close(false)} disabled={createPost.isPending}>
                  취소
                </Button>
                <Button type="submit" disabled={createPost.isPending || !content.trim()}>
                  {createPost.isPending && <Spinner />}
                  게시하기
                </Button>
              </DialogFooter>
            </form>
          </Form>
        </DialogContent>
      </Dialog>

      <CommunityLoginDialog open={loginOpen} onOpenChange={setLoginOpen} reason="게시글을 작성하려면" />
    </>
  );
}
