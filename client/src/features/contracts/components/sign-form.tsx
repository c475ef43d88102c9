import { useId } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Link } from "wouter";
import type { z } from "zod";
import type { ContractView } from "@shared/api-types";
import { signContractSchema } from "@shared/validators/contracts";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, TextField } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { useSignInMethods } from "@/features/auth/api/identities";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { useSignContract } from "../api/sign-contract";

type FormInput = z.input<typeof signContractSchema>;
type FormValues = z.output<typeof signContractSchema>;

/** Typed full name, an explicit consent and the password again; the hash of the text on screen goes along. */
export function SignForm({ contract }: { contract: ContractView }) {
  const id = useId();
  const sign = useSignContract();
  // An account made through a provider re-enters a password it does not have yet: say so up front.
  const noPassword = useSignInMethods().data?.hasPassword === false;
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(signContractSchema),
    defaultValues: {
      fullName: "",
      consent: false as unknown as true,
      password: "",
      documentHash: contract.documentHash,
      // The artist gives their party details with the signature (issue 31); the producer's came with the draft.
      ...(contract.myRole === "artist" ? { artistParty: contract.parties.artist ?? { legalName: contract.artist.name, address: "", birthDate: "" } } : {}),
    },
  });

  const onSubmit = (values: FormValues) =>
    sign.mutate(
      { id: contract.id, ...values, documentHash: contract.documentHash },
      {
        onSuccess: (c) =>
          toast.success("서명했습니다", {
            description: c.status === "signed" ? "양측 서명이 끝났습니다. 계약서 PDF를 받을 수 있습니다." : "상대방의 서명을 기다립니다.",
          }),
        onError: (err) => {
          const fieldErrors = err instanceof ApiRequestError ? (err.body?.fieldErrors as Record<string, string[]> | undefined) : undefined;
          if (fieldErrors?.password) form.setError("password", { message: fieldErrors.password[0] });
          else if (fieldErrors?.fullName) form.setError("fullName", { message: fieldErrors.fullName[0] });
          else if (fieldErrors?.["artistParty.birthDate"]) form.setError("artistParty.birthDate", { message: fieldErrors["artistParty.birthDate"][0] });
          else toast.error("서명하지 못했습니다", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") });
        },
      },
    );

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4" noValidate aria-label="계약서 서명">
        {contract.myRole === "artist" && (
          <fieldset className="flex flex-col gap-4 rounded-md border p-3 sm:p-4">
            <legend className="px-1 text-sm font-semibold">계약 당사자(을) 정보</legend>
            <p className="text-xs text-muted-foreground">
              서명한 계약서 PDF에 그대로 적힙니다. 제작자 화면에는 생년월일은 연도만, 주소는 도로명까지만 보입니다.
            </p>
            <TextField control={form.control} name="artistParty.legalName" label="성명(실명)" autoComplete="name" />
            <TextField
              control={form.control}
              name="artistParty.address"
              label="주소"
              autoComplete="street-address"
              placeholder="예: 서울특별시 마포구 월드컵로 12, 3층"
            />
            <TextField control={form.control} name="artistParty.birthDate" label="생년월일" type="date" autoComplete="bday" />
          </fieldset>
        )}
        <TextField control={form.control} name="fullName" label="서명(실명 입력)" autoComplete="name" placeholder="예: 홍길동" />
        <FormField
          control={form.control}
          name="consent"
          render={({ field }) => (
            <FormItem>
              <div className="flex items-start gap-3">
                <FormControl>
                  <Checkbox id={`${id}-consent`} checked={field.value === true} onCheckedChange={(v) => field.onChange(v === true)} className="mt-0.5" />
                </FormControl>
                <FormLabel htmlFor={`${id}-consent`} className="text-sm leading-6 font-normal">
                  위 계약서의 내용을 모두 읽고 이해했으며, 이 계약에 동의하여 전자서명합니다.
                </FormLabel>
              </div>
              <FormMessage />
            </FormItem>
          )}
        />
        {noPassword && (
          <p role="note" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            소셜 계정으로 가입해 비밀번호가 없습니다. 서명하려면 먼저{" "}
            <Link
              href="/account-settings"
              className="rounded-sm font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              계정 설정
            </Link>
            에서 비밀번호를 설정해주세요.
          </p>
        )}
        <TextField control={form.control} name="password" label="비밀번호 확인" password autoComplete="current-password" />
        <Button type="submit" disabled={sign.isPending} className="w-full sm:w-auto sm:self-end">
          {sign.isPending && <Spinner />}
          서명하기
        </Button>
      </form>
    </Form>
  );
}
