import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PayoutAccountInput } from "@shared/validators/payments";
import { api } from "@/lib/api";
import { payoutAccountQueryOptions } from "./get-payout-account";

/** PUT /api/me/payout-account: register or change the bank account payouts go to. */
export function savePayoutAccount(body: PayoutAccountInput) {
  return api("PUT /api/me/payout-account", { body });
}

export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayoutAccount,
    onSuccess: (answer) => queryClient.setQueryData(payoutAccountQueryOptions().queryKey, answer),
  });
}
