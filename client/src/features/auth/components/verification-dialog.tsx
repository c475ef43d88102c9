import { MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ResendVerificationButton } from "./resend-verification";

interface VerificationDialogProps {
  /** The address whose login was refused; null keeps the dialog closed. */
  email: string | null;
  onOpenChange: (open: boolean) => void;
}

/** Opens when a login is refused because the e-mail is not verified yet. */
export function VerificationDialog({ email, onOpenChange }: VerificationDialogProps) {
  return (
    <Dialog open={email !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <MailCheck className="size-6" aria-hidden="true" />
          </div>
          <DialogTitle>이메일 인증이 필요합니다</DialogTitle>
          <DialogDescription>로그인하려면 먼저 이메일 인증을 완료해야 합니다. 가입할 때 받은 인증 메일의 링크를 눌러주세요.</DialogDescription>
        </DialogHeader>
        <div className="rounded-md bg-muted px-4 py-3 text-sm">
          <p className="font-medium break-all">{email}</p>
          <p className="mt-1 text-muted-foreground">
            메일이 보이지 않으면 스팸 메일함을 확인하거나 아래 버튼으로 인증 메일을 다시 받아보세요. 인증 링크는 24시간 동안 유효합니다.
          </p>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">닫기</Button>
          </DialogClose>
          {email && <ResendVerificationButton email={email} />}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
