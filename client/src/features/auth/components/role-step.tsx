import { useId } from "react";
import { Clapperboard, Palette, type LucideIcon } from "lucide-react";
import type { UserType } from "@shared/constants";
import { cn } from "@/lib/cn";

const roles: { value: UserType; title: string; description: string; examples: string; icon: LucideIcon }[] = [
  {
    value: "producer",
    title: "제작자",
    description: "프로젝트를 등록하고 함께할 아티스트를 찾고 초대합니다.",
    examples: "전시·영화·공연·음악 기획자",
    icon: Clapperboard,
  },
  {
    value: "artist",
    title: "아티스트",
    description: "포트폴리오를 관리하고 마음에 드는 프로젝트에 지원합니다.",
    examples: "미술작가, 배우, 음악가, 무용가, 작가",
    icon: Palette,
  },
];

interface RoleStepProps {
  value: UserType | null;
  onSelect: (role: UserType) => void;
  error?: string;
}

/** Step 1 of sign-up: two large cards; choosing one moves on to the basic-info step. */
export function RoleStep({ value, onSelect, error }: RoleStepProps) {
  const baseId = useId();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm text-muted-foreground">어떤 회원으로 가입하시나요?</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {roles.map(({ value: role, title, description, examples, icon: Icon }) => {
          const selected = value === role;
          return (
            <button
              key={role}
              type="button"
              onClick={() => onSelect(role)}
              aria-pressed={selected}
              aria-labelledby={`${baseId}-${role}-title`}
              aria-describedby={`${baseId}-${role}-desc`}
              className={cn(
                "flex flex-col items-start gap-3 rounded-lg border-2 bg-card p-5 text-left transition-colors outline-none hover:border-primary/60 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
                selected ? "border-primary bg-accent/40" : "border-border",
              )}
            >
              <span className="flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
                <Icon className="size-5" />
              </span>
              <span id={`${baseId}-${role}-title`} className="text-lg font-semibold">
                {title}
              </span>
              <span id={`${baseId}-${role}-desc`} className="flex flex-col gap-3">
                <span className="text-sm font-medium text-primary">{examples}</span>
                <span className="text-sm text-muted-foreground">{description}</span>
              </span>
            </button>
          );
        })}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
