import { Link } from "wouter";
import { Logo } from "./logo";

const groups = [
  {
    title: "서비스",
    links: [
      { href: "/projects", label: "프로젝트 찾기" },
      { href: "/artists", label: "아티스트 찾기" },
      { href: "/producers", label: "제작자 찾기" },
    ],
  },
  {
    title: "고객지원",
    links: [
      { href: "/help", label: "도움말" },
      { href: "/contact", label: "문의하기" },
    ],
  },
  {
    title: "약관 및 정책",
    links: [
      { href: "/terms", label: "이용약관" },
      { href: "/privacy", label: "개인정보처리방침" },
    ],
  },
] as const;

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-8 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)] md:py-10">
        <div className="col-span-2 flex flex-col gap-3 sm:col-span-3 md:col-span-1">
          <Logo href="/" className="self-start" />
          <p className="max-w-xs text-sm text-muted-foreground">전시·영화·공연·음악 제작자와 아티스트가 만나는 문화예술 협업 마켓플레이스</p>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title} className="flex flex-col gap-2">
            <h2 className="text-sm font-semibold">{group.title}</h2>
            <ul className="flex flex-col gap-1.5">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-muted-foreground sm:px-6">© {year} 아트링크. All rights reserved.</p>
      </div>
    </footer>
  );
}
