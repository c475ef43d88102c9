import { useQueryClient } from "@tanstack/react-query";
import type { ContractView } from "@shared/api-types";
import { contractQueryOptions } from "./get-contract";
import { myContractsQueryOptions } from "./get-my-contracts";
import { projectContractsQueryOptions } from "./get-project-contracts";

/** After any contract change: the contract itself, its project's panel and both dashboards' lists. */
export function useContractChanged() {
  const queryClient = useQueryClient();
  return (contract: ContractView) => {
    queryClient.setQueryData(contractQueryOptions(contract.id).queryKey, contract);
    void queryClient.invalidateQueries({ queryKey: projectContractsQueryOptions(contract.projectId).queryKey });
    void queryClient.invalidateQueries({ queryKey: myContractsQueryOptions().queryKey });
  };
}
