import { useId, useState } from "react";
import { DECLINE_CATEGORIES, DECLINE_TEXT_MAX } from "@shared/constants";
import { declineCategoryLabel } from "@shared/labels";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import type { InvitationAnswer } from "../api/answer-invitation-message";

type Category = (typeof DECLINE_CATEGORIES)[number];

/**
 * Declining from the conversation: the same six categories as the project page's decline dialog
 * (spec: a category is required; 'other' needs its own text up to 500 characters).
 */
export function DeclineInvitationMessageDialog({
  open,
  onOpenChange,
  onDecline,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDecline: (answer: Extract<InvitationAnswer, { invitationStatus: "declined" }>) => void;
}) {
  const id = useId();
  const [category, setCategory] = useState<Category | null>(null);
  const [reason, setReason] = useState("");
  const otherMissing = category === "other" && !reason.trim();

  const close = (next: boolean) => {
    if (!next) {
      setCategory(null);
      setReason("");
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form
          className="flex flex-col gap-5"
          onSubmit={(e) => {
            e.preventDefault();
            if (!category || otherMissing) return;
            onDecline({
              invitationStatus: "declined",
              rejectionCategory: category,
              rejectionReason: category === "other" ? reason.trim() : declineCategoryLabel[category],
            });
            close(false);
          }}
        >
          <DialogHeader>
            <DialogTitle>초대 거절</DialogTitle>
            <DialogDescription>거절 사유를 선택해주세요. 제작자에게 전달됩니다.</DialogDescription>
          </DialogHeader>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">거절 사유</legend>
            {DECLINE_CATEGORIES.map((c) => (
              <label
                key={c}
                className={cn(
                  "flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2.5 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                  category === c ? "border-primary bg-primary/5" : "hover:bg-accent",
                )}
              >
                <input
                  type="radio"
                  name={`${id}-category`}
                  value={c}
                  checked={category === c}
                  onChange={() => setCategory(c)}
                  className="size-4 accent-[var(--color-primary)]"
                />
                {declineCategoryLabel[c]}
              </label>
            ))}
          </fieldset>
          {category === "other" && (
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-reason`}>기타 사유</Label>
              <Textarea
                id={`${id}-reason`}
                rows={4}
                maxLength={DECLINE_TEXT_MAX}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                placeholder="거절 사유를 입력해주세요."
                autoFocus
              />
              <p className="text-right text-xs text-muted-foreground tabular-nums">
                {reason.length}/{DECLINE_TEXT_MAX}
              </p>
            </div>
          )}
          <DialogFooter>
            <Button variant="outline" type="button" onClick={() => close(false)}>
              취소
            </Button>
            <Button type="submit" variant="destructive" disabled={!category || otherMissing}>
              거절하기
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
