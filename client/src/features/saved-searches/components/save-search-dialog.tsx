import { useId, useState } from "react";
import { toast } from "sonner";
import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_NAME_MAX, type SavedSearchFrequency, type SavedSearchScope } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { errorMessage } from "@/lib/api-client";
import { useCreateSavedSearch } from "../api/create-saved-search";
import { FREQUENCY_LABELS } from "./frequency-labels";

/** The "검색 저장" dialog, loaded on the button's first press so the lists' first view stays light. */
export default function SaveSearchDialog({
  scope,
  query,
  suggestedName,
  open,
  setOpen,
}: {
  scope: SavedSearchScope;
  query: string;
  suggestedName: string;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const [name, setName] = useState(() => suggestedName.slice(0, SAVED_SEARCH_NAME_MAX));
  const [frequency, setFrequency] = useState<SavedSearchFrequency>("instant");
  const [error, setError] = useState<string | null>(null);
  const [openedFor, setOpenedFor] = useState(open);
  const create = useCreateSavedSearch();
  const id = useId();
  // Each opening starts from the current filters' name.
  if (open !== openedFor) {
    setOpenedFor(open);
    if (open) {
      setName(suggestedName.slice(0, SAVED_SEARCH_NAME_MAX));
      setFrequency("instant");
      setError(null);
    }
  }
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const params = new URLSearchParams(query);
    const raw: Record<string, string> = {};
    params.forEach((v, k) => (raw[k] = v));
    create.mutate(
      { name, scope, frequency, query: raw },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success("검색을 저장했습니다. 조건에 맞는 새 항목이 등록되면 알려드릴게요.");
        },
        onError: (err) => setError(errorMessage(err, "검색을 저장하지 못했습니다. 잠시 후 다시 시도해주세요.")),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !create.isPending && setOpen(o)}>
      <DialogContent>
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>검색 저장</DialogTitle>
            <DialogDescription>지금 고른 검색어·태그·지역으로 새 항목이 등록되면 알림과 메일로 알려드립니다.</DialogDescription>
          </DialogHeader>
          <div className="my-5 space-y-4">
            <div className="space-y-2">
              <Label htmlFor={`${id}-name`}>검색 이름</Label>
              <Input id={`${id}-name`} value={name} maxLength={SAVED_SEARCH_NAME_MAX} onChange={(e) => setName(e.target.value)} aria-invalid={!!error} />
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-frequency`}>알림 주기</Label>
              <NativeSelect id={`${id}-frequency`} value={frequency} onChange={(e) => setFrequency(e.target.value as SavedSearchFrequency)}>
                {SAVED_SEARCH_FREQUENCIES.map((f) => (
                  <option key={f} value={f}>
                    {FREQUENCY_LABELS[f]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={create.isPending}>
              취소
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "저장 중..." : "저장"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
