import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { useContractChanged } from "./use-contract-cache";

/** POST /api/contracts/{id}/send: asks the artist to sign (notification, mail, message). */
export function sendContract(id: number) {
  return api("POST /api/contracts/{id}/send", { params: { id } });
}

export function useSendContract() {
  const changed = useContractChanged();
  return useMutation({ mutationFn: sendContract, onSuccess: changed });
}
