import { useState, type ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { DialogForm } from "@/components/ui/dialog-form-footer";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";

/**
 * A dialog that asks for a reason or a note before one call (declining a contract, asking to end it, a
 * payment not received, a flag to the operators, a dispute): a form (Enter in the field does not submit a
 * textarea, the button does), the field wired to its error for screen readers, the one footer.
 * `onSubmit` gets the trimmed text and calls `done` (the dialog closes and forgets the text) or `fail`.
 */
export function ReasonDialog(p: {
  id: string;
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  label: string;
  placeholder: string;
  submitLabel: string;
  submitVariant?: "default" | "destructive";
  /** The message when the text is not enough: empty by default, or shorter than `minLength`. */
  requiredMessage: string;
  minLength?: number;
  rows?: number;
  /** What the error says when the call fails without a message of the server's. */
  failMessage?: string;
  pending: boolean;
  onSubmit: (text: string, done: () => void, fail: (e: unknown) => void) => void;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const errorId = `${p.id}-error`;
  const submit = () => {
    const value = text.trim();
    if (value.length < Math.max(1, p.minLength ?? 1)) return setError(p.requiredMessage);
    p.onSubmit(
      value,
      () => {
        setOpen(false);
        setText("");
      },
      (e) => setError(errorMessage(e, p.failMessage ?? "처리하지 못했습니다.")),
    );
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{p.trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{p.title}</DialogTitle>
          <DialogDescription>{p.description}</DialogDescription>
        </DialogHeader>
        <DialogForm
          className="flex flex-col gap-2"
          onSubmit={submit}
          errorId={errorId}
          error={error}
          pending={p.pending}
          onCancel={() => setOpen(false)}
          submitLabel={p.submitLabel}
          submitVariant={p.submitVariant}
        >
          <Label htmlFor={p.id}>{p.label}</Label>
          <Textarea
            id={p.id}
            rows={p.rows ?? 3}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
            placeholder={p.placeholder}
            aria-invalid={!!error}
            aria-describedby={error ? errorId : undefined}
          />
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
