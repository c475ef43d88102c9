import { useId } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import type { ContractView } from "@shared/api-types";
import { signContractSchema } from "@shared/validators/contracts";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, TextField } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { useSignInMethods } from "@/features/auth/api/identities";
import { isReauthRequired, ReauthDialogHost, withReauth } from "@/features/settings/exports";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { useSignContract } from "../api/sign-contract";

type FormInput = z.input<typeof signContractSchema>;
type FormValues = z.output<typeof signContractSchema>;

/**
 * Typed full name and an explicit consent; the hash of the text on screen goes along. Who signs is proved by
 * a sign-in or re-authentication of the last 15 minutes (issue 25): when the server asks for it, the
 * re-authentication dialog of the settings (password, code or passkey) opens and the signature is sent again.
 */
export function SignForm({ contract }: { contract: ContractView }) {
  const id = useId();
  const sign = useSignContract();
  // An account made through a provider has no password for the re-authentication dialog: say so up front.
  const noPassword = useSignInMethods().data?.hasPassword === false;
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(signContractSchema),
    defaultValues: {
      fullName: "",
      consent: false as unknown as true,
      documentHash: contract.documentHash,
      // The artist gives their party details with the signature (issue 31); the producer's came with the draft.
      ...(contract.myRole === "artist" ? { artistParty: contract.parties.artist ?? { legalName: contract.artist.name, address: "", birthDate: "" } } : {}),
    },
  });

  const onSubmit = async (values: FormValues) => {
    try {
      const c = await withReauth(() => sign.mutateAsync({ id: contract.id, ...values, documentHash: contract.documentHash }));
      toast.success("서명했습니다", {
        description: c.status === "signed" ? "양측 서명이 끝났습니다. 계약서 PDF를 받을 수 있습니다." : "상대방의 서명을 기다립니다.",
      });
    } catch (err) {
      const fieldErrors = err instanceof ApiRequestError ? (err.body?.fieldErrors as Record<string, string[]> | undefined) : undefined;
      if (isReauthRequired(err)) toast.error("본인 확인 후 서명할 수 있습니다", { description: "서명하기를 다시 누르고 본인 확인을 마쳐주세요." });
      else if (fieldErrors?.fullName) form.setError("fullName", { message: fieldErrors.fullName[0] });
      else if (fieldErrors?.["artistParty.birthDate"]) form.setError("artistParty.birthDate", { message: fieldErrors["artistParty.birthDate"][0] });
      else toast.error("서명하지 못했습니다", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") });
    }
  };

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
        <p className="text-xs text-muted-foreground">
          최근 15분 안에 로그인하거나 본인 확인을 하지 않았다면, 서명 전에 비밀번호·인증 앱 코드·패스키로 본인 확인을 합니다.
        </p>
        {noPassword && (
          <p role="note" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            소셜 계정으로 가입해 비밀번호가 없습니다. 본인 확인은 인증 앱 코드나 패스키로 할 수 있고, 둘 다 없다면 다시 로그인한 뒤 15분 안에 서명해주세요.
          </p>
        )}
        <Button type="submit" disabled={sign.isPending || form.formState.isSubmitting} className="w-full sm:w-auto sm:self-end">
          {sign.isPending && <Spinner />}
          서명하기
        </Button>
      </form>
      <ReauthDialogHost />
    </Form>
  );
}
