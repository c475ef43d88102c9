import { useId, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { changePasswordFormSchema, msg } from "@shared/validators/auth";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { Spinner } from "@/components/ui/spinner";
import { useChangePassword } from "@/features/auth/api/change-password";
import { errorMessage } from "@/lib/api-client";

const fields = [
  { name: "currentPassword", label: "현재 비밀번호", autoComplete: "current-password" },
  { name: "newPassword", label: "새 비밀번호", autoComplete: "new-password" },
  { name: "confirmPassword", label: "새 비밀번호 확인", autoComplete: "new-password" },
] as const;

type FieldName = (typeof fields)[number]["name"];
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
  const { errors } = form.formState;
  const firstError = errors.currentPassword ?? errors.newPassword ?? errors.confirmPassword;
  const values = form.watch();

  const isInvalid = (name: FieldName) => {
    if (!firstError) return false;
    // 'Fill in all fields' points at whichever fields are still empty.
    if (firstError.message === msg.fillAll) return !values[name];
    return !!errors[name];
  };

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
        onError: (err) =>
          toast.error("비밀번호 변경 실패", { description: errorMessage(err, "비밀번호 변경 중 오류가 발생했습니다. 다시 시도해주세요.") }),
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
          {fields.map((f) => {
            const id = `${errorId}-${f.name}`;
            const invalid = isInvalid(f.name);
            return (
              <div key={f.name} className="grid gap-2">
                <Label htmlFor={id}>{f.label}</Label>
                <PasswordInput
                  id={id}
                  autoComplete={f.autoComplete}
                  aria-invalid={invalid}
                  aria-describedby={invalid ? errorId : undefined}
                  disabled={change.isPending}
                  {...form.register(f.name)}
                />
              </div>
            );
          })}
          <p id={errorId} role="alert" aria-live="assertive" className="min-h-5 text-sm font-medium text-destructive">
            {firstError?.message}
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpenAndClear(false)} disabled={change.isPending}>
              취소
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending && <Spinner />}
              {change.isPending ? "변경 중..." : "비밀번호 변경"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
