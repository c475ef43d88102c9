import { ConfirmDeleteDialog as BaseConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";

export interface ConfirmDeleteDialogProps {
  /** What is deleted, e.g. "경력 '개인전 2024'". Null closes the dialog. */
  target: string | null;
  pending?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Every profile delete asks first. */
export function ConfirmDeleteDialog({ target, pending, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <BaseConfirmDeleteDialog
      open={target !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="삭제하시겠습니까?"
      description={`${target}을(를) 삭제합니다. 삭제한 내용은 되돌릴 수 없습니다.`}
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
