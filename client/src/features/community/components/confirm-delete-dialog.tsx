import { ConfirmDeleteDialog as BaseConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";

export interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** '게시글' or '댓글'. */
  subject: string;
  pending: boolean;
  onConfirm: () => void;
}

/** Deleting one's own post or comment asks first. */
export function ConfirmDeleteDialog({ subject, ...props }: ConfirmDeleteDialogProps) {
  return <BaseConfirmDeleteDialog {...props} title={`${subject}을 삭제할까요?`} description={`삭제한 ${subject}은 되돌릴 수 없습니다.`} />;
}
