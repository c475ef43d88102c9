import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { UserType } from "@shared/constants";
import { userTypeLabel } from "@shared/labels";
import { signupFormSchema, type SignupFormInput } from "@shared/validators/auth";
import { PasswordStrengthMeter } from "@/components/password-strength-meter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, TextField } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { DisciplineSelect } from "@/features/profiles/exports";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { useRegister } from "../api/register";
import { ConsentFields, noConsents } from "./consent-fields";

const fieldNames = [
  "email",
  "password",
  "confirmPassword",
  "firstName",
  "lastName",
  "userType",
  "discipline",
  "agreeTerms",
  "agreePrivacy",
  "agreeAge14",
] as const;
type FieldName = (typeof fieldNames)[number];
const isFieldName = (k: string): k is FieldName => (fieldNames as readonly string[]).includes(k);

interface SignupFormProps {
  role: UserType;
  onChangeRole: () => void;
  onRegistered: (email: string, message: string) => void;
  /** Values typed before the role was changed, so going back never loses them. */
  draft: Partial<SignupFormInput>;
  onDraftChange: (draft: Partial<SignupFormInput>) => void;
}

/** Step 2 of sign-up: basic info. The chosen role is shown and can be changed. */
export function SignupForm({ role, onChangeRole, onRegistered, draft, onDraftChange }: SignupFormProps) {
  const register = useRegister();
  const form = useForm({
    resolver: zodResolver(signupFormSchema),
    defaultValues: {
      lastName: draft.lastName ?? "",
      firstName: draft.firstName ?? "",
      email: draft.email ?? "",
      password: "",
      confirmPassword: "",
      userType: role,
      ...noConsents,
      discipline: draft.discipline,
    },
  });

  useEffect(() => {
    form.setValue("userType", role);
  }, [form, role]);

  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...payload }) => {
    register.mutate(payload, {
      onSuccess: (data) => onRegistered(payload.email, data.message),
      onError: (err) => {
        const fieldErrors = err instanceof ApiRequestError ? err.body?.fieldErrors : undefined;
        if (fieldErrors) {
          for (const [key, messages] of Object.entries(fieldErrors)) {
            if (isFieldName(key) && messages[0]) form.setError(key, { message: messages[0] });
          }
        }
        toast.error("회원가입 실패", { description: errorMessage(err, "회원가입 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.") });
      },
    });
  });

  const changeRole = () => {
    const { lastName, firstName, email } = form.getValues();
    onDraftChange({ lastName, firstName, email });
    onChangeRole();
  };

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="회원가입 기본 정보">
        <div className="flex items-center justify-between gap-2 rounded-md bg-muted px-3 py-2">
          <span className="flex items-center gap-2 text-sm">
            가입 유형
            <Badge>{userTypeLabel[role]}</Badge>
          </span>
          <Button variant="ghost" size="sm" onClick={changeRole}>
            <ArrowLeft aria-hidden="true" />
            역할 변경
          </Button>
        </div>
        {form.formState.errors.userType && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {form.formState.errors.userType.message}
          </p>
        )}
        <div className="grid grid-cols-2 gap-3">
          <TextField control={form.control} name="lastName" label="성" autoComplete="family-name" placeholder="홍" />
          <TextField control={form.control} name="firstName" label="이름" autoComplete="given-name" placeholder="길동" />
        </div>
        <FormField
          control={form.control}
          name="discipline"
          render={({ field }) => (
            <FormItem>
              <FormLabel>활동 분야</FormLabel>
              <FormControl>
                <DisciplineSelect {...field} onChange={(d) => field.onChange(d ?? undefined)} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <TextField control={form.control} name="email" label="이메일" type="email" autoComplete="email" inputMode="email" placeholder="name@example.com" />
        <div className="grid gap-2">
          <TextField control={form.control} name="password" label="비밀번호" password autoComplete="new-password" placeholder="6자 이상 입력해주세요" />
          <PasswordStrengthMeter
            password={form.watch("password")}
            userInputs={[form.watch("email") ?? "", form.watch("firstName") ?? "", form.watch("lastName") ?? ""]}
          />
        </div>
        <TextField
          control={form.control}
          name="confirmPassword"
          label="비밀번호 확인"
          password
          autoComplete="new-password"
          placeholder="비밀번호를 한 번 더 입력해주세요"
        />
        <ConsentFields control={form.control} setValue={form.setValue} />
        <Button type="submit" size="lg" className="w-full" disabled={register.isPending}>
          {register.isPending && <Spinner />}
          {register.isPending ? "가입 처리 중..." : "회원가입"}
        </Button>
      </form>
    </Form>
  );
}
