import { useId } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { DECLINE_CATEGORIES, DECLINE_TEXT_MAX } from "@shared/constants";
import { declineCategoryLabel } from "@shared/labels";
import { invitationResponseSchema } from "@shared/validators/applications";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useRespondInvitation, type DeclineCategory } from "@/features/invitations/api/respond-invitation";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useUnauthorizedHandler } from "@/features/auth/exports";

export interface DeclineInvitationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  invitationId: number;
  projectTitle: string;
  onResponded: () => void;
}

type DeclineForm = z.input<typeof invitationResponseSchema>;

/**
 * Spec: declining needs a reason category; 'other' needs its own text (up to 500 characters, with a
 * counter). The reason sent is the category's description unless it is 'other'.
 */
export function DeclineInvitationDialog({ open, onOpenChange, ...props }: DeclineInvitationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DeclineForm {...props} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function DeclineForm({
  invitationId,
  projectTitle,
  onResponded,
  onClose,
}: Omit<DeclineInvitationDialogProps, "open" | "onOpenChange"> & { onClose: () => void }) {
  const id = useId();
  const handleUnauthorized = useUnauthorizedHandler();
  const respond = useRespondInvitation();
  const form = useForm<DeclineForm>({
    resolver: zodResolver(invitationResponseSchema),
    mode: "onChange",
    defaultValues: { status: "declined", rejectionCategory: null, rejectionReason: "" },
  });
  const category = form.watch("rejectionCategory");
  const reason = form.watch("rejectionReason") ?? "";
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const cat = values.rejectionCategory as DeclineCategory;
    respond.mutate(
      {
        id: invitationId,
        response: {
          status: "declined",
          rejectionCategory: cat,
          rejectionReason: cat === "other" ? (values.rejectionReason ?? "").trim() : declineCategoryLabel[cat]!,
        },
      },
      {
        onSuccess: () => {
          toast.success("초대 거절 완료", { description: "제작자에게 거절 의사를 전달했습니다." });
          onResponded();
          onClose();
        },
        onError: (err) => {
          if (handleUnauthorized(err)) return;
          toast.error("응답 실패", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <DialogHeader>
        <DialogTitle>초대 거절</DialogTitle>
        <DialogDescription>‘{projectTitle}’ 초대를 거절하시겠습니까? 거절 사유를 선택해주세요.</DialogDescription>
      </DialogHeader>

      <Controller
        control={form.control}
        name="rejectionCategory"
        render={({ field }) => (
          <fieldset aria-describedby={errors.rejectionCategory ? `${id}-cat-error` : undefined} className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">거절 사유</legend>
            {DECLINE_CATEGORIES.map((c) => (
              <label
                key={c}
                className={cn(
                  "flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2.5 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                  field.value === c ? "border-primary bg-primary/5" : "hover:bg-accent",
                )}
              >
                <input
                  type="radio"
                  name={`${id}-category`}
                  value={c}
                  checked={field.value === c}
                  onChange={() => {
                    field.onChange(c);
                    void form.trigger("rejectionReason");
                  }}
                  className="size-4 accent-[var(--color-primary)]"
                />
                {declineCategoryLabel[c]}
              </label>
            ))}
            {errors.rejectionCategory && (
              <p id={`${id}-cat-error`} className="text-sm font-medium text-destructive">
                {errors.rejectionCategory.message}
              </p>
            )}
          </fieldset>
        )}
      />

      {category === "other" && (
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-reason`}>기타 사유</Label>
          <Textarea
            id={`${id}-reason`}
            rows={4}
            maxLength={DECLINE_TEXT_MAX}
            placeholder="거절 사유를 입력해주세요."
            aria-invalid={!!errors.rejectionReason}
            aria-describedby={`${id}-reason-hint`}
            autoFocus
            {...form.register("rejectionReason")}
          />
          <div id={`${id}-reason-hint`} className="flex items-start justify-between gap-3 text-xs">
            <span className="font-medium text-destructive" aria-live="polite">
              {errors.rejectionReason?.message}
            </span>
            <span className="ml-auto shrink-0 text-muted-foreground tabular-nums">
              {reason.length}/{DECLINE_TEXT_MAX}
            </span>
          </div>
        </div>
      )}

      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={respond.isPending}>
          취소
        </Button>
        <Button type="submit" variant="destructive" disabled={respond.isPending || !category}>
          {respond.isPending && <Spinner />}
          거절하기
        </Button>
      </DialogFooter>
    </form>
  );
}
