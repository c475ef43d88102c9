import { Share2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/** Phones (coarse pointer) with the Web Share API get the system share sheet. */
function canUseShareSheet(): boolean {
  return typeof navigator.share === "function" && window.matchMedia?.("(pointer: coarse)").matches === true;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers or a non-secure origin: fall back to a hidden textarea.
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand("copy");
    area.remove();
    return ok;
  }
}

/** Spec: share the page; the Web Share API on phones, otherwise copy the link (toast 링크가 복사되었습니다). */
export function ShareButton({ title, className }: { title: string; className?: string }) {
  const onClick = async () => {
    const url = window.location.href;
    if (canUseShareSheet()) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (err) {
        if (err instanceof DOMException && err.name === "AbortError") return;
      }
    }
    if (await copyText(url)) toast.success("링크가 복사되었습니다");
    else toast.error("링크를 복사하지 못했습니다", { description: "주소창의 링크를 직접 복사해주세요." });
  };

  return (
    <Button
      variant="secondary"
      size="icon"
      onClick={onClick}
      aria-label="공유하기"
      className={cn("rounded-full bg-background/90 shadow-sm hover:bg-background", className)}
    >
      <Share2 className="size-5!" aria-hidden="true" />
    </Button>
  );
}
