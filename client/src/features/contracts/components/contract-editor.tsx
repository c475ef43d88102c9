import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import type { ContractView } from "@shared/api-types";
import { CONTRACT_TEMPLATES, contractTemplateLabels } from "@shared/contracts";
import { contractTermsSchema } from "@shared/validators/contracts";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, TextField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { useUpdateContract } from "../api/update-contract";

type FormInput = z.input<typeof contractTermsSchema>;
type FormValues = z.output<typeof contractTermsSchema>;

/**
 * The producer's editor: template, fee and its schedule (lump sum, or deposit and balance with dates),
 * period, place, work, revenue sharing, copyright and credit, special terms. Saving re-renders the
 * document; once anyone signed, saving voids the signatures (the page warns before).
 */
export function ContractEditor({ contract, onDone }: { contract: ContractView; onDone: () => void }) {
  const update = useUpdateContract();
  const t = contract.terms;
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(contractTermsSchema),
    defaultValues: {
      template: contract.template,
      title: t.title,
      workContent: t.workContent,
      place: t.place,
      startDate: t.startDate ?? "",
      endDate: t.endDate ?? "",
      // Empty until the producer enters this artist's fee: never the project budget (issue 31).
      fee: t.fee ?? "",
      paymentType: t.paymentType,
      paymentDate: t.paymentDate ?? "",
      depositAmount: t.depositAmount ?? "",
      depositDate: t.depositDate ?? "",
      balanceDate: t.balanceDate ?? "",
      revenueSharing: t.revenueSharing,
      copyright: t.copyright,
      credit: t.credit,
      specialTerms: t.specialTerms,
      // The producer's party details (issue 31): printed in the preamble and the PDF.
      producerParty: contract.parties.producer
        ? { ...contract.parties.producer, businessNumber: contract.parties.producer.businessNumber ?? "" }
        : { legalName: contract.producer.name, representative: contract.producer.name, address: "", businessNumber: "" },
    },
  });
  const paymentType = useWatch({ control: form.control, name: "paymentType" });
  const signedBefore = contract.status !== "draft" && contract.status !== "declined";

  const onSubmit = (terms: FormValues) =>
    update.mutate(
      { id: contract.id, terms },
      {
        onSuccess: (c) => {
          toast.success("계약서를 저장했습니다", {
            description: c.status === "voided" ? "내용이 바뀌어 이전 서명이 무효가 되었습니다. 다시 보내주세요." : "내용을 확인한 뒤 예술인에게 보내주세요.",
          });
          onDone();
        },
        onError: (err) => toast.error("저장하지 못했습니다", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") }),
      },
    );

  const area = (name: "workContent" | "revenueSharing" | "copyright" | "credit" | "specialTerms", label: string, rows: number, hint?: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Textarea rows={rows} {...field} />
          </FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4" noValidate aria-label="계약 조건 수정">
        {signedBefore && (
          <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            이미 보낸 계약서입니다. 저장하면 지금까지의 서명이 무효가 되고, 다시 보내 양측이 새로 서명해야 합니다.
          </p>
        )}
        <FormField
          control={form.control}
          name="template"
          render={({ field }) => (
            <FormItem>
              <FormLabel>계약서 양식</FormLabel>
              <FormControl>
                <NativeSelect {...field}>
                  {CONTRACT_TEMPLATES.map((k) => (
                    <option key={k} value={k}>
                      {contractTemplateLabels[k]}
                    </option>
                  ))}
                </NativeSelect>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <fieldset className="flex flex-col gap-4 rounded-md border p-3 sm:p-4">
          <legend className="px-1 text-sm font-semibold">계약 당사자(갑) 정보</legend>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField control={form.control} name="producerParty.legalName" label="상호 또는 성명" autoComplete="organization" />
            <TextField control={form.control} name="producerParty.representative" label="대표자" />
          </div>
          <TextField control={form.control} name="producerParty.address" label="주소" autoComplete="street-address" />
          <TextField
            control={form.control}
            name="producerParty.businessNumber"
            label="사업자등록번호 (사업자인 경우)"
            placeholder="000-00-00000"
            inputMode="numeric"
          />
        </fieldset>
        <TextField control={form.control} name="title" label="계약명(용역명)" />
        {area("workContent", "업무 내용", 4)}
        <TextField control={form.control} name="place" label="장소" />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="startDate" label="계약 시작일" type="date" />
          <TextField control={form.control} name="endDate" label="계약 종료일" type="date" />
        </div>
        <fieldset className="flex flex-col gap-4 rounded-md border p-3 sm:p-4">
          <legend className="px-1 text-sm font-semibold">보수와 지급 방법</legend>
          <FormField
            control={form.control}
            name="fee"
            render={({ field }) => (
              <FormItem>
                <FormLabel>보수 총액(원)</FormLabel>
                <FormControl>
                  <Input type="number" inputMode="numeric" min={1} step={1} {...field} value={String(field.value ?? "")} />
                </FormControl>
                <FormDescription>
                  이 예술인에게 지급할 금액을 입력해주세요(부가가치세 및 원천징수 세액 포함).
                  {contract.projectBudget && ` 참고: 프로젝트 전체 예산은 ${contract.projectBudget}입니다.`}
                </FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="paymentType"
            render={({ field }) => (
              <FormItem>
                <FormLabel>지급 방식</FormLabel>
                <FormControl>
                  <NativeSelect {...field}>
                    <option value="lump_sum">일시불</option>
                    <option value="installments">계약금과 잔금</option>
                  </NativeSelect>
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          {paymentType === "installments" ? (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
              <FormField
                control={form.control}
                name="depositAmount"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>계약금(원)</FormLabel>
                    <FormControl>
                      <Input type="number" inputMode="numeric" min={1} step={1} {...field} value={String(field.value ?? "")} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <TextField control={form.control} name="depositDate" label="계약금 지급일" type="date" />
              <TextField control={form.control} name="balanceDate" label="잔금 지급일" type="date" />
            </div>
          ) : (
            <TextField control={form.control} name="paymentDate" label="지급일" type="date" />
          )}
        </fieldset>
        {area("revenueSharing", "수익의 배분", 3)}
        {area("copyright", "저작권 등 권리의 귀속", 3)}
        {area("credit", "성명 표시(크레딧)", 2)}
        {area("specialTerms", "특약사항", 3, "비워두면 '없음'으로 표시됩니다.")}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
            취소
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending && <Spinner />}
            저장
          </Button>
        </div>
      </form>
    </Form>
  );
}
