import type { FormEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  pending?: boolean;
  /** Holds the save, e.g. while a file is still uploading. */
  submitDisabled?: boolean;
  submitLabel?: string;
  children: ReactNode;
  className?: string;
}

/** The frame of every profile editor: title, scrollable fields, cancel and save. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  pending,
  submitDisabled,
  submitLabel = "저장",
  children,
  className,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent
        className={className ?? "sm:max-w-lg"}
        onEscapeKeyDown={(e) => {
          // Escape in an open suggestion list (the specialty editor) closes the list, not the dialog.
          const target = e.target as HTMLElement | null;
          if (target?.getAttribute?.("aria-expanded") === "true") e.preventDefault();
        }}
      >
        <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-col gap-5">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-4">{children}</div>
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              취소
            </Button>
            <Button type="submit" disabled={pending || submitDisabled}>
              {pending && <Spinner />}
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
