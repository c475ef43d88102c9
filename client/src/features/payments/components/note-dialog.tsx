import { useState, type ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";

/** A dialog asking for a short note (not received, a flag to the operators, a dispute) before one call. */
export function NoteDialog(p: {
  id: string;
  trigger: ReactNode;
  title: string;
  description: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (note: string, done: () => void, fail: (e: unknown) => void) => void;
}) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (note.trim().length < 5) return setError("5자 이상 적어주세요.");
    p.onSubmit(
      note.trim(),
      () => {
        setOpen(false);
        setNote("");
      },
      (e) => setError(errorMessage(e, "처리하지 못했습니다.")),
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
        <form
          className="flex flex-col gap-2"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Label htmlFor={p.id}>{p.label}</Label>
          <Textarea
            id={p.id}
            rows={3}
            value={note}
            onChange={(e) => {
              setNote(e.target.value);
              setError(null);
            }}
            placeholder={p.placeholder}
            aria-invalid={!!error}
            aria-describedby={error ? `${p.id}-error` : undefined}
          />
          <DialogFormFooter errorId={`${p.id}-error`} error={error} pending={p.pending} onCancel={() => setOpen(false)} submitLabel={p.submitLabel} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
