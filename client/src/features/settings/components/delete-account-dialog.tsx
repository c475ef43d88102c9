import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { TriangleAlert } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { useLocation } from "wouter";
import { DELETE_CONFIRM_PHRASE } from "@shared/constants";
import { deleteAccountSchema } from "@shared/validators/auth";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useDeleteAccount } from "@/features/auth/api/delete-account";
import { useSignInMethods } from "@/features/auth/api/identities";
import { PasswordInput } from "@/components/ui/password-input";
import { errorMessage } from "@/lib/api-client";
import { isReauthRequired, requestReauth } from "./reauth";

const empty = { confirmText: "", reason: "", password: "" };

/**
 * Withdrawal: type the exact phrase and a reason; submit stays disabled until both hold. Opening
 * and closing clear the fields; success clears the cache and goes home.
 */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const remove = useDeleteAccount();
  // The password is asked of an account that has one (issue 25); one without re-authenticates instead.
  const hasPassword = useSignInMethods().data?.hasPassword !== false;
  const form = useForm({ resolver: zodResolver(deleteAccountSchema), defaultValues: empty, mode: "onTouched" });
  const { isValid } = form.formState;

  const setOpenAndClear = (next: boolean) => {
    form.reset(empty);
    setOpen(next);
  };

  type Values = { confirmText: typeof DELETE_CONFIRM_PHRASE; reason: string; password?: string };
  const submit = (values: Values) =>
    remove.mutate(hasPassword ? values : { ...values, password: undefined }, {
      onSuccess: () => {
        setOpen(false);
        toast.success("회원 탈퇴가 완료되었습니다. 이용해주셔서 감사합니다.");
        navigate("/");
      },
      onError: (err) => {
        if (isReauthRequired(err)) return void requestReauth().then((ok) => ok && submit(values));
        toast.error("회원 탈퇴 실패", { description: errorMessage(err, "탈퇴 처리 중 오류가 발생했습니다") });
      },
    });
  const onSubmit = form.handleSubmit((values) => submit(values));

  return (
    <Dialog open={open} onOpenChange={setOpenAndClear}>
      <DialogTrigger asChild>
        <Button variant="destructive">회원 탈퇴</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <div className="mb-1 flex size-11 items-center justify-center rounded-full bg-destructive/10 text-destructive" aria-hidden="true">
            <TriangleAlert className="size-5" />
          </div>
          <DialogTitle>정말 탈퇴하시겠습니까?</DialogTitle>
          <DialogDescription>
            탈퇴하면 계정으로 로그인할 수 없고 프로필, 포트폴리오, 지원 및 초대 내역을 더 이상 이용할 수 없습니다. 이 작업은 되돌릴 수 없습니다.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="회원 탈퇴">
            <FormField
              control={form.control}
              name="confirmText"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>
                    확인을 위해 <strong className="text-destructive">{DELETE_CONFIRM_PHRASE}</strong>를 정확히 입력해주세요
                  </FormLabel>
                  <FormControl>
                    <Input autoComplete="off" placeholder={DELETE_CONFIRM_PHRASE} disabled={remove.isPending} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="reason"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>탈퇴 사유</FormLabel>
                  <FormControl>
                    <Textarea rows={3} placeholder="서비스 개선을 위해 탈퇴 사유를 알려주세요" disabled={remove.isPending} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            {hasPassword && (
              <FormField
                control={form.control}
                name="password"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>비밀번호</FormLabel>
                    <FormControl>
                      <PasswordInput autoComplete="current-password" disabled={remove.isPending} {...field} value={field.value ?? ""} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            )}
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpenAndClear(false)} disabled={remove.isPending}>
                취소
              </Button>
              <Button type="submit" variant="destructive" disabled={!isValid || remove.isPending || (hasPassword && !form.watch("password"))}>
                {remove.isPending && <Spinner />}
                {remove.isPending ? "탈퇴 처리 중..." : "회원 탈퇴"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
