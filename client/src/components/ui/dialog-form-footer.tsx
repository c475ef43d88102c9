import type * as React from "react";
import { Button } from "./button";
import { DialogFooter } from "./dialog";
import { Spinner } from "./spinner";

export interface DialogFormFooterProps {
  /** The error paragraph's id, which the form's fields name in aria-describedby. */
  errorId: string;
  error?: React.ReactNode;
  /**
   * Keep the (empty) alert in the layout: a live region that is already there is announced on every new
   * message, and the buttons do not jump when one appears.
   */
  reserveErrorSpace?: boolean;
  pending: boolean;
  onCancel: () => void;
  submitLabel: React.ReactNode;
  /** "destructive" for a submit that refuses or ends something (decline, termination). */
  submitVariant?: "default" | "destructive";
}

/** The end of a dialog's form: its one error message (role=alert), then 취소 and the submit button, both disabled while pending. */
export function DialogFormFooter({
  errorId,
  error,
  reserveErrorSpace = false,
  pending,
  onCancel,
  submitLabel,
  submitVariant = "default",
}: DialogFormFooterProps) {
  return (
    <>
      {reserveErrorSpace ? (
        <p id={errorId} role="alert" aria-live="assertive" className="min-h-5 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        error && (
          <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          취소
        </Button>
        <Button type="submit" variant={submitVariant} disabled={pending}>
          {pending && <Spinner />}
          {submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}

/**
 * A dialog's form ending in the one footer: Enter in a field submits (a textarea's Enter stays a new line),
 * the browser's own validation is off (the fields show the app's Korean messages) and the page does not
 * reload. Every dialog that submits one call uses it.
 */
export function DialogForm({
  onSubmit,
  className = "grid gap-3",
  children,
  ...footer
}: DialogFormFooterProps & { onSubmit: () => void; className?: string; children?: React.ReactNode }) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <DialogFormFooter {...footer} />
    </form>
  );
}
