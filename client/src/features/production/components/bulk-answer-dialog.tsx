import { useId, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import type { OnProgress } from "../api/bulk-answers";

/**
 * One dialog for the bulk answers to the selected applicants (decline, message, invite): an optional
 * text with its limit and counter, optional extra fields (`children`, e.g. the invite's slots), and a
 * progress bar while the calls of 500 run one after another. `run` resolves to how many were done.
 */
export function BulkAnswerDialog({
  open,
  onOpenChange,
  title,
  description,
  total,
  text,
  children,
  submitLabel,
  destructive,
  progressLabel,
  run,
  done,
  failed,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** How many applications the answer goes to (the button is off at 0). */
  total: number;
  /** The text field, when the answer carries one (required then). */
  text?: { label: string; placeholder: string; max: number };
  children?: ReactNode;
  submitLabel: string;
  destructive?: boolean;
  progressLabel: string;
  run: (input: { text: string; onProgress: OnProgress }) => Promise<number>;
  /** The success toast, from the count done and the count asked. */
  done: (count: number, asked: number) => string;
  failed: string;
  onDone: () => void;
}) {
  const [value, setValue] = useState("");
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [pending, setPending] = useState(false);
  const counterId = useId();
  const submit = async () => {
    setPending(true);
    try {
      const count = await run({ text: value.trim(), onProgress: (d, t) => setProgress({ done: d, total: t }) });
      toast.success(done(count, total));
      setValue("");
      onDone();
      onOpenChange(false);
    } catch (err) {
      toast.error(failed, { description: errorMessage(err, "잠시 후 다시 시도해주세요.") });
    } finally {
      setPending(false);
      setProgress(null);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !pending && onOpenChange(o)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {text && (
          <label className="block space-y-1 text-sm">
            <span className="font-medium">{text.label}</span>
            <Textarea
              value={value}
              maxLength={text.max}
              rows={4}
              aria-describedby={counterId}
              onChange={(e) => setValue(e.target.value)}
              placeholder={text.placeholder}
            />
            <span id={counterId} className="block text-right text-xs text-muted-foreground">
              {value.length} / {text.max}자
            </span>
          </label>
        )}
        {children}
        {progress && (
          <div className="space-y-1" aria-live="polite">
            <Progress value={(progress.done / progress.total) * 100} aria-label={progressLabel} />
            <p className="text-xs text-muted-foreground">
              {progress.done} / {progress.total}
            </p>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            닫기
          </Button>
          <Button variant={destructive ? "destructive" : "default"} onClick={() => void submit()} disabled={(text && !value.trim()) || !total || pending}>
            {pending ? "보내는 중…" : submitLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
