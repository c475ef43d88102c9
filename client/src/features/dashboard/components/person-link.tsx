import { Link } from "wouter";
import type { Person } from "@shared/api-types";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { displayName, initials } from "@/lib/format";

/** Avatar, name and up to 3 specialties, linking to the person's profile (plain text once withdrawn). */
export function PersonLink({ person, href, sub }: { person: Person; href: string; sub?: string }) {
  const body = (
    <>
      <Avatar className="size-10 shrink-0">
        {person.profileImageUrl && <AvatarImage src={person.profileImageUrl} alt="" />}
        <AvatarFallback>{initials(person)}</AvatarFallback>
      </Avatar>
      <span className="flex min-w-0 flex-col">
        <span className="truncate text-sm font-semibold">{displayName(person)}</span>
        <span className="truncate text-xs text-muted-foreground">{sub ?? (person.specialties.slice(0, 3).join(", ") || "전문분야 미등록")}</span>
      </span>
    </>
  );
  if (person.isDeleted) return <div className="flex min-w-0 items-center gap-3">{body}</div>;
  return (
    <Link href={href} className="-m-1 flex min-w-0 items-center gap-3 rounded-md p-1 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring">
      {body}
    </Link>
  );
}
