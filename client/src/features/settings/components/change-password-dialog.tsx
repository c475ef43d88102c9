import { useId, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { changePasswordFormSchema } from "@shared/validators/auth";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { useChangePassword } from "@/features/auth/api/change-password";
import { errorMessage } from "@/lib/api-client";
import { firstPasswordError, NewPasswordFields, PasswordField } from "./password-fields";

const empty = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Spec: checks in order (all filled, new = confirm, new >= 6, new != current) and shows only the
 * first failure; the dialog clears and closes on success or cancel.
 */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  const errorId = useId();
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: empty });
  const { firstError, isInvalid } = firstPasswordError(["currentPassword", "newPassword", "confirmPassword"], form.formState.errors, form.watch());
  const currentInvalid = isInvalid("currentPassword");

  const setOpenAndClear = (next: boolean) => {
    if (!next) form.reset(empty);
    setOpen(next);
  };

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success("비밀번호가 변경되었습니다");
          setOpenAndClear(false);
        },
        onError: (err) => toast.error("비밀번호 변경 실패", { description: errorMessage(err, "비밀번호 변경 중 오류가 발생했습니다. 다시 시도해주세요.") }),
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={setOpenAndClear}>
      <DialogTrigger asChild>
        <Button variant="outline">비밀번호 변경</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>비밀번호 변경</DialogTitle>
          <DialogDescription>현재 비밀번호를 확인한 뒤 새 비밀번호(6자 이상)로 변경합니다.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="비밀번호 변경">
          <PasswordField
            id={`${errorId}-currentPassword`}
            label="현재 비밀번호"
            autoComplete="current-password"
            invalid={currentInvalid}
            describedBy={currentInvalid ? errorId : undefined}
            disabled={change.isPending}
            registration={form.register("currentPassword")}
          />
          <NewPasswordFields
            errorId={errorId}
            register={form.register}
            isInvalid={isInvalid}
            disabled={change.isPending}
            newPassword={form.watch("newPassword")}
          />
          <DialogFormFooter
            errorId={errorId}
            error={firstError?.message}
            reserveErrorSpace
            pending={change.isPending}
            onCancel={() => setOpenAndClear(false)}
            submitLabel={change.isPending ? "변경 중..." : "비밀번호 변경"}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
