import { useId, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { setPasswordFormSchema } from "@shared/validators/identities";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { useSetPassword } from "@/features/auth/api/identities";
import { errorMessage } from "@/lib/api-client";
import { firstPasswordError, NewPasswordFields } from "./password-fields";

const empty = { newPassword: "", confirmPassword: "" };

/**
 * An account made through Kakao, Naver or Google has no password: it sets its first one here without
 * a current one (the server asks for a sign-in of the last 15 minutes instead). Afterwards the
 * settings offer the ordinary change.
 */
export function SetPasswordDialog() {
  const [open, setOpen] = useState(false);
  const errorId = useId();
  const set = useSetPassword();
  const form = useForm({ resolver: zodResolver(setPasswordFormSchema), defaultValues: empty });
  const { firstError, isInvalid } = firstPasswordError(["newPassword", "confirmPassword"], form.formState.errors, form.watch());
  const [serverError, setServerError] = useState<string | null>(null);
  const message = firstError?.message ?? serverError;

  const setOpenAndClear = (next: boolean) => {
    if (set.isPending) return;
    if (!next) {
      form.reset(empty);
      setServerError(null);
    }
    setOpen(next);
  };

  const onSubmit = form.handleSubmit(({ newPassword }) => {
    setServerError(null);
    set.mutate(newPassword, {
      onSuccess: () => {
        toast.success("비밀번호를 설정했습니다", { description: "이제 이메일과 비밀번호로도 로그인할 수 있습니다." });
        form.reset(empty);
        setOpen(false);
      },
      onError: (err) => setServerError(errorMessage(err, "비밀번호를 설정하지 못했습니다. 다시 시도해주세요.")),
    });
  });

  return (
    <Dialog open={open} onOpenChange={setOpenAndClear}>
      <DialogTrigger asChild>
        <Button variant="outline">비밀번호 설정</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>비밀번호 설정</DialogTitle>
          <DialogDescription>
            소셜 계정으로 가입해 아직 비밀번호가 없습니다. 비밀번호(6자 이상)를 설정하면 이메일로도 로그인하고 계약서에 서명할 수 있습니다.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="비밀번호 설정">
          <NewPasswordFields
            errorId={errorId}
            register={form.register}
            isInvalid={isInvalid}
            describeError={!!serverError}
            disabled={set.isPending}
            newPassword={form.watch("newPassword")}
          />
          <DialogFormFooter
            errorId={errorId}
            error={message}
            reserveErrorSpace
            pending={set.isPending}
            onCancel={() => setOpenAndClear(false)}
            submitLabel={set.isPending ? "설정 중..." : "비밀번호 설정"}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
