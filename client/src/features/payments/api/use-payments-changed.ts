import { useQueryClient } from "@tanstack/react-query";
import type { ContractPayments } from "@shared/api-types";
import { contractPaymentsQueryOptions } from "./get-contract-payments";
import { myPaymentsQueryOptions } from "./get-my-payments";

/** After any payment change: the contract's milestones (from the answer) and the dashboards' list. */
export function usePaymentsChanged() {
  const queryClient = useQueryClient();
  return (answer: ContractPayments) => {
    queryClient.setQueryData(contractPaymentsQueryOptions(answer.contractId).queryKey, answer);
    void queryClient.invalidateQueries({ queryKey: myPaymentsQueryOptions().queryKey });
  };
}
