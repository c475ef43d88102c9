import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { RESEND_TOAST_MS } from "@shared/constants";
import { emailOnlySchema } from "@shared/validators/auth";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { useResendVerification } from "../api/resend-verification";

function reportResendError(err: unknown) {
  if (err instanceof ApiRequestError) {
    toast.error("인증 메일 발송 실패", { description: errorMessage(err, "인증 메일을 보내지 못했습니다. 잠시 후 다시 시도해주세요.") });
  } else {
    toast.error("네트워크 오류", { description: "다시 시도해주세요" });
  }
}

/** Spec: resend success toast for 8 s, the server message on error, 'try again' on a network error. */
function useResend() {
  const resend = useResendVerification();
  const send = (email: string) =>
    resend.mutate(
      { email },
      {
        onSuccess: (data) =>
          toast.success("인증 메일을 다시 보냈습니다", {
            description: data?.message || "받은 메일함과 스팸 메일함을 확인해주세요.",
            duration: RESEND_TOAST_MS,
          }),
        onError: reportResendError,
      },
    );
  return { send, isPending: resend.isPending };
}

/** A resend button for an address we already know (after sign-up or a refused login). */
export function ResendVerificationButton({ email, className }: { email: string; className?: string }) {
  const { send, isPending } = useResend();
  return (
    <Button variant="outline" className={className} onClick={() => send(email)} disabled={isPending}>
      {isPending && <Spinner />}
      {isPending ? "보내는 중..." : "인증 메일 다시 보내기"}
    </Button>
  );
}

/** Spec (verify page): the resend control needs an e-mail typed in. */
export function ResendVerificationForm({ defaultEmail = "" }: { defaultEmail?: string }) {
  const { send, isPending } = useResend();
  const form = useForm({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: defaultEmail } });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((v) => send(v.email))} noValidate className="flex flex-col gap-3">
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>가입한 이메일</FormLabel>
              <FormControl>
                <Input type="email" autoComplete="email" inputMode="email" placeholder="name@example.com" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" variant="outline" disabled={isPending}>
          {isPending && <Spinner />}
          {isPending ? "보내는 중..." : "인증 메일 다시 보내기"}
        </Button>
      </form>
    </Form>
  );
}
