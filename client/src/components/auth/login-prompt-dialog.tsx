import { LogIn, Sparkles, UserPlus } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

export interface LoginPromptDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What signing in allows on this page. */
  description: string;
}

/** Spec: visitors are invited to sign up about a second after a project or profile page loads. */
export function LoginPromptDialog({ open, onOpenChange, description }: LoginPromptDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader className="items-center pr-0 text-center">
          <span className="mb-1 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
            <Sparkles className="size-6" />
          </span>
          <DialogTitle>아트링크와 함께하세요</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <Button asChild size="lg" className="w-full">
            <Link href="/signup">
              <UserPlus aria-hidden="true" />
              무료로 회원가입
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="w-full">
            <Link href="/auth">
              <LogIn aria-hidden="true" />
              로그인
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
