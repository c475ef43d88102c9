import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

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
    <AlertDialog open={target !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>삭제하시겠습니까?</AlertDialogTitle>
          <AlertDialogDescription>{target}을(를) 삭제합니다. 삭제한 내용은 되돌릴 수 없습니다.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>취소</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: "destructive" })}
            disabled={pending}
            onClick={(e) => {
              // Stay open until the answer arrives; the caller closes it.
              e.preventDefault();
              onConfirm();
            }}
          >
            {pending && <Spinner />}
            삭제
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
