import { useMutation } from "@tanstack/react-query";
import type { SignContractInput } from "@shared/validators/contracts";
import { api } from "@/lib/api";
import { useContractChanged } from "./use-contract-cache";

/** POST /api/contracts/{id}/sign: typed name, consent, the hash of the text read (403 ReauthRequired after 15 minutes). */
export function signContract({ id, ...body }: SignContractInput & { id: number }) {
  return api("POST /api/contracts/{id}/sign", { params: { id }, body });
}

export function useSignContract() {
  const changed = useContractChanged();
  return useMutation({ mutationFn: signContract, onSuccess: changed });
}
