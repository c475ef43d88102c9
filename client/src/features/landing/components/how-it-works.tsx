import { Handshake, Search, UserRoundPen } from "lucide-react";

const STEPS = [
  {
    icon: UserRoundPen,
    title: "프로필 만들기",
    text: "제작자는 프로젝트를, 아티스트는 포트폴리오를 올려 나를 소개하세요.",
  },
  {
    icon: Search,
    title: "찾고 연결하기",
    text: "조건에 맞는 프로젝트에 지원하거나, 마음에 드는 아티스트를 직접 초대하세요.",
  },
  {
    icon: Handshake,
    title: "함께 만들고 후기 남기기",
    text: "메시지로 소통하며 협업하고, 완료 후 서로에게 후기를 남겨 신뢰를 쌓으세요.",
  },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold text-primary">이용 방법</p>
        <h2 id="how-heading" className="mt-2 text-2xl font-bold tracking-tight sm:text-[32px]">
          세 단계면 협업이 시작됩니다
        </h2>
      </div>
      <ol className="mt-10 grid gap-4 sm:mt-14 md:grid-cols-3 md:gap-6">
        {STEPS.map(({ icon: Icon, title, text }, i) => (
          <li key={title} className="relative flex flex-col gap-4 rounded-2xl border bg-card p-6 transition-colors hover:border-primary/30 sm:p-8">
            <div className="flex items-center justify-between">
              <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              {/* A watermark, drawn by CSS: pale on purpose, so it is no text for contrast checks or readers. */}
              <span
                data-step={`0${i + 1}`}
                className="text-4xl font-extrabold text-primary/15 tabular-nums before:content-[attr(data-step)]"
                aria-hidden="true"
              />
            </div>
            <h3 className="text-lg font-bold">
              <span className="sr-only">{i + 1}단계: </span>
              {title}
            </h3>
            <p className="text-sm leading-relaxed text-muted-foreground sm:text-[15px]">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
