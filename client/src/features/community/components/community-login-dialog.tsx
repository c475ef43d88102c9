import { LogIn, MessagesSquare, UserPlus } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

export interface CommunityLoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the guest tried to do, e.g. '게시글을 작성하려면'. */
  reason?: string;
}

/** Spec: posting, commenting and reporting need an account; the prompt leads to /auth (or sign up). */
export function CommunityLoginDialog({ open, onOpenChange, reason = "커뮤니티에 참여하려면" }: CommunityLoginDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader className="items-center pr-0 text-center">
          <span className="mb-1 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
            <MessagesSquare className="size-6" />
          </span>
          <DialogTitle>로그인이 필요합니다</DialogTitle>
          <DialogDescription>{reason} 로그인해주세요. 작품을 나누고, 질문하고, 함께할 동료를 찾아보세요.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <Button asChild size="lg" className="w-full">
            <Link href="/auth">
              <LogIn aria-hidden="true" />
              로그인
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="w-full">
            <Link href="/signup">
              <UserPlus aria-hidden="true" />
              무료로 회원가입
            </Link>
          </Button>
          <Button variant="ghost" className="w-full" onClick={() => onOpenChange(false)}>
            나중에 할게요
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
