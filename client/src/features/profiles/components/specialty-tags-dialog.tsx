import { useEffect, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { profileMsg } from "@shared/validators/profiles";
import { errorMessage } from "@/lib/api-client";
import { useGetOrCreateTag } from "../api/get-or-create-tag";
import { useUpdateUserTags } from "../api/update-user-tags";
import { useSaveError } from "../lib/use-save-error";
import { FormDialog } from "./form-dialog";
import { SpecialtyTagEditor, type TagValue } from "./specialty-tag-editor";

export interface SpecialtyTagsDialogProps {
  userId: string;
  tags: TagValue[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 전문분야 edit: 1 to 10 tags, saved as ids with PUT /api/users/{id}/tags. */
export function SpecialtyTagsDialog({ userId, tags, open, onOpenChange }: SpecialtyTagsDialogProps) {
  const [value, setValue] = useState<TagValue[]>(tags);
  const [error, setError] = useState("");
  const save = useUpdateUserTags(userId);
  const getOrCreate = useGetOrCreateTag();
  const onSaveError = useSaveError();

  useEffect(() => {
    if (open) {
      setValue(tags.map((t) => ({ id: t.id, name: t.name })));
      setError("");
    }
  }, [open, tags]);

  const create = async (name: string) => {
    try {
      const tag = await getOrCreate.mutateAsync(name);
      return { id: tag.id, name: tag.name };
    } catch (err) {
      toast.error("태그 추가 실패", { description: errorMessage(err, "전문분야를 추가하지 못했습니다.") });
      return null;
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (value.length === 0) {
      setError(profileMsg.tagsMin);
      return;
    }
    save.mutate(
      value.map((t) => t.id),
      {
        onSuccess: () => {
          toast.success("전문분야가 업데이트되었습니다.");
          onOpenChange(false);
        },
        onError: (err) => onSaveError(err, "업데이트 실패", "전문분야를 저장하지 못했습니다."),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="전문분야 수정"
      description="나를 잘 나타내는 분야를 최대 10개까지 골라 주세요."
      onSubmit={onSubmit}
      pending={save.isPending}
      submitDisabled={getOrCreate.isPending}
    >
      <SpecialtyTagEditor
        value={value}
        onChange={(next) => {
          setValue(next);
          if (next.length > 0) setError("");
        }}
        onCreate={create}
        invalid={!!error}
        describedBy={error ? "specialty-error" : undefined}
      />
      <p id="specialty-error" role="alert" className="text-sm font-medium text-destructive empty:hidden">
        {error}
      </p>
    </FormDialog>
  );
}
