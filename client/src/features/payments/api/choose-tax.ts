import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { usePaymentsChanged } from "./use-payments-changed";

/** PUT /api/contracts/{id}/payments/tax-choice: the artist chooses how the fee is taxed. */
export function chooseTax({ id, choice }: { id: number; choice: "business_income" | "other_income" | "tax_invoice" }) {
  return api("PUT /api/contracts/{id}/payments/tax-choice", { params: { id }, body: { choice } });
}

export function useChooseTax() {
  const changed = usePaymentsChanged();
  return useMutation({ mutationFn: chooseTax, onSuccess: changed });
}
