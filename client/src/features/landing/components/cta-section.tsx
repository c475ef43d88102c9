import { ArrowRight, Clapperboard, Palette } from "lucide-react";
import { Link } from "wouter";

const CARDS = [
  {
    icon: Clapperboard,
    eyebrow: "전시기획자 · 제작자",
    title: "함께할 아티스트를 찾고 계신가요?",
    text: "프로젝트를 무료로 등록하고, 딱 맞는 아티스트의 지원을 받아 보세요.",
    href: "/signup?role=producer",
    action: "제작자로 시작하기",
    className: "bg-gradient-to-br from-indigo-600 to-violet-700 text-white",
    actionClass: "bg-white text-primary hover:bg-white/90",
    mutedClass: "text-white/80",
  },
  {
    icon: Palette,
    eyebrow: "미술작가 · 아티스트",
    title: "내 작품이 빛날 무대를 찾고 계신가요?",
    text: "포트폴리오를 올리고 전시·공연·영화 프로젝트에 지원하세요.",
    href: "/signup?role=artist",
    action: "아티스트로 시작하기",
    className: "border bg-card text-card-foreground",
    actionClass: "bg-primary text-primary-foreground hover:bg-primary/90",
    mutedClass: "text-muted-foreground",
  },
] as const;

export function CtaSection() {
  return (
    <section aria-labelledby="cta-heading" className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
      <h2 id="cta-heading" className="sr-only">
        지금 시작하기
      </h2>
      <div className="grid gap-5 md:grid-cols-2 md:gap-6">
        {CARDS.map((c) => (
          <div key={c.href} className={`flex flex-col gap-4 rounded-2xl p-7 sm:p-10 ${c.className}`}>
            <c.icon className="size-9" aria-hidden="true" />
            <p className={`text-sm font-semibold ${c.mutedClass}`}>{c.eyebrow}</p>
            <h3 className="text-xl font-bold tracking-tight sm:text-2xl">{c.title}</h3>
            <p className={`leading-relaxed ${c.mutedClass}`}>{c.text}</p>
            <Link
              href={c.href}
              className={`group mt-2 inline-flex h-12 w-fit items-center gap-2 rounded-full px-6 text-base font-semibold shadow-sm transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 ${c.actionClass}`}
            >
              {c.action}
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
            </Link>
          </div>
        ))}
      </div>
    </section>
  );
}
