import type { LucideIcon } from "lucide-react";
import {
  ArrowRight,
  Briefcase,
  ClipboardList,
  FolderOpen,
  Handshake,
  LifeBuoy,
  MessageCircleQuestion,
  Palette,
  Search,
  Star,
  UserRoundPen,
  UserRoundPlus,
  Users,
} from "lucide-react";
import { Link } from "wouter";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { usePageTitle } from "@/lib/page-title";

interface Step {
  icon: LucideIcon;
  title: string;
  description: string;
}

interface Guide {
  id: string;
  icon: LucideIcon;
  title: string;
  summary: string;
  steps: Step[];
  ctaLabel: string;
  ctaHref: string;
}

const GUIDES: Guide[] = [
  {
    id: "producer",
    icon: Briefcase,
    title: "제작자 시작하기",
    summary: "전시·영화·공연·음악·출판 프로젝트에 함께할 아티스트를 찾고 있다면",
    steps: [
      {
        icon: UserRoundPlus,
        title: "회원가입 및 프로필 작성",
        description:
          "제작자로 가입한 뒤 소속, 활동 분야, 지금까지 진행해 온 프로젝트를 프로필에 소개하세요. 잘 정리된 프로필은 아티스트의 신뢰를 얻는 첫걸음입니다.",
      },
      {
        icon: ClipboardList,
        title: "프로젝트 등록",
        description:
          "프로젝트 소개, 분야 태그, 일정과 지역, 예산, 지원 요건을 차례로 입력해 등록하세요. 임시저장해 두었다가 준비가 끝나면 게시해 모집을 시작할 수 있습니다.",
      },
      {
        icon: Users,
        title: "지원자 검토 및 선정",
        description: "대시보드에서 지원서와 포트폴리오를 살펴보고 승인 또는 거절하세요. 눈여겨본 아티스트에게는 직접 초대를 보낼 수도 있습니다.",
      },
      {
        icon: Star,
        title: "프로젝트 진행 및 리뷰 작성",
        description: "선정된 아티스트와 메시지로 소통하며 프로젝트를 진행하고, 완료한 뒤에는 함께한 아티스트에게 평점과 후기를 남겨주세요.",
      },
    ],
    ctaLabel: "제작자로 시작하기",
    ctaHref: "/signup?role=producer",
  },
  {
    id: "artist",
    icon: Palette,
    title: "아티스트 시작하기",
    summary: "미술·연기·음악·무용·글쓰기로 새로운 협업 기회를 찾고 있다면",
    steps: [
      {
        icon: UserRoundPen,
        title: "프로필 완성",
        description: "아티스트로 가입한 뒤 자기소개, 활동 지역, 경력과 수상 내역을 입력해 프로필을 완성하세요. 충실한 프로필일수록 제작자의 눈에 잘 띕니다.",
      },
      {
        icon: FolderOpen,
        title: "포트폴리오 업로드 및 전문분야 설정",
        description: "대표 작품을 포트폴리오에 올리고 전문분야 태그를 설정하세요. 제작자가 분야와 지역으로 아티스트를 찾을 때 회원님의 프로필이 검색됩니다.",
      },
      {
        icon: Search,
        title: "프로젝트 탐색 및 지원",
        description: "키워드, 태그, 지역으로 모집 중인 프로젝트를 찾아보고 지원서를 작성해 지원하세요. 제작자에게 받은 초대에도 바로 응답할 수 있습니다.",
      },
      {
        icon: Handshake,
        title: "협업 및 리뷰 작성",
        description: "선정되면 제작자와 메시지로 일정과 작업 내용을 조율하며 협업하고, 프로젝트가 완료되면 제작자에게 평점과 후기를 남겨주세요.",
      },
    ],
    ctaLabel: "아티스트로 시작하기",
    ctaHref: "/signup?role=artist",
  },
];

interface Faq {
  id: string;
  question: string;
  answer: string[];
}

const FAQS: Faq[] = [
  {
    id: "about",
    question: "아트링크는 어떤 서비스인가요?",
    answer: [
      "아트링크는 전시, 영화, 공연, 음악, 출판 등 문화예술 프로젝트를 기획하는 제작자와 미술작가, 배우, 음악가, 무용가, 작가 등 아티스트를 이어 주는 협업 플랫폼입니다.",
      "제작자는 프로젝트를 등록해 아티스트를 모집하거나 직접 초대하고, 아티스트는 포트폴리오와 경력을 관리하며 원하는 프로젝트에 지원합니다. 프로젝트가 끝나면 서로를 평가해 신뢰할 수 있는 협업 문화를 함께 만들어 갑니다.",
    ],
  },
  {
    id: "signup",
    question: "회원가입은 어떻게 하나요?",
    answer: [
      "회원가입 화면에서 제작자 또는 아티스트 중 하나를 선택한 뒤 이메일, 비밀번호(6자 이상), 이름을 입력하세요. 가입하면 입력한 주소로 인증 메일이 발송되며, 메일의 링크를 눌러 인증을 마쳐야 로그인할 수 있습니다.",
      "회원 유형과 이메일은 가입 후 변경할 수 없으니 활동 목적에 맞게 선택해주세요.",
    ],
  },
  {
    id: "project",
    question: "프로젝트는 어떻게 등록하나요?",
    answer: [
      "제작자 계정으로 로그인한 뒤 헤더의 등록 버튼을 누르면 4단계 등록 화면이 열립니다. 기본 정보(제목, 분야 태그, 소개, 대표 이미지), 일정과 지역, 예산과 지원 요건을 입력하고 마지막 단계에서 바로 게시할지 임시저장할지 선택하세요.",
      "게시된 프로젝트는 프로젝트 찾기 목록에 노출되어 아티스트의 지원을 받을 수 있으며, 등록한 내용은 언제든 수정할 수 있습니다.",
    ],
  },
  {
    id: "artist-profile",
    question: "아티스트 프로필은 어떻게 작성하나요?",
    answer: [
      "로그인 후 내 프로필로 이동하면 기본 정보(이름, 활동 지역, 웹사이트, 프로필 사진), 자기소개, 전문분야, 경력과 수상 내역, 포트폴리오를 각각 추가하고 수정할 수 있습니다.",
      "자기소개는 10자 이상 1,000자 이하로 작성하고, 전문분야는 한 개 이상 선택해주세요. 포트폴리오에는 JPG, PNG, WebP, GIF 이미지와 PDF 파일을 10MB까지 올릴 수 있습니다.",
    ],
  },
  {
    id: "apply",
    question: "프로젝트에는 어떻게 지원하나요?",
    answer: [
      "프로젝트 찾기에서 관심 있는 프로젝트를 열고 '지원하기'를 눌러 지원서를 작성하세요. 지원서에는 프로젝트에 관심을 갖게 된 이유와 관련 경험을 50자 이상 1,000자 이하로 적어 주시면 됩니다.",
      "제출한 지원서는 대시보드에서 진행 상황을 확인할 수 있고, 제작자가 검토하기 전(검토 중 상태)에는 내용을 수정하거나 지원을 취소할 수 있습니다.",
    ],
  },
  {
    id: "invitation",
    question: "제작자에게 받은 초대는 어떻게 확인하고 응답하나요?",
    answer: [
      "받은 초대는 알림과 대시보드의 초대 목록, 메시지에서 확인할 수 있습니다. 초대를 수락하면 해당 프로젝트에 지원서가 자동으로 접수됩니다.",
      "거절할 때는 일정, 예산, 분야 등 거절 사유를 선택해 제작자에게 전달하게 되며, 제작자는 응답을 기다리는 초대를 사유와 함께 취소할 수도 있습니다.",
    ],
  },
  {
    id: "messages",
    question: "다른 회원에게 메시지를 보낼 수 있나요?",
    answer: [
      "메시지는 프로젝트로 연결된 회원끼리만 주고받을 수 있습니다. 아티스트는 프로젝트에 지원한 뒤 해당 제작자에게, 제작자는 지원자나 초대한 아티스트에게 메시지를 보낼 수 있습니다.",
      "새 메시지가 도착하면 헤더의 메시지 아이콘에 읽지 않은 메시지 수가 표시되고 알림으로도 안내됩니다.",
    ],
  },
  {
    id: "reviews",
    question: "리뷰는 언제, 어떻게 작성하나요?",
    answer: [
      "프로젝트가 완료되면 제작자는 함께한 아티스트를, 아티스트는 제작자를 평가할 수 있습니다. 1점부터 5점까지 평점을 고르고 10자 이상 500자 이하로 후기를 남겨주세요.",
      "리뷰는 프로젝트마다 상대 한 명당 한 번 작성할 수 있으며, 평균 평점은 프로필에 표시되어 다른 회원이 협업 상대를 고를 때 참고 자료가 됩니다.",
    ],
  },
];

export function HelpPage() {
  usePageTitle("도움말", "아트링크 이용 방법과 자주 묻는 질문을 확인하세요.");
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 break-keep sm:px-6 lg:px-8 lg:py-16">
      <header className="mx-auto max-w-2xl text-center">
        <Badge variant="secondary" className="mb-4">
          고객 지원
        </Badge>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">도움말</h1>
        <p className="mt-4 text-base leading-7 text-pretty text-muted-foreground">
          아트링크를 처음 이용하시나요? 역할별 시작 가이드와 자주 묻는 질문으로 필요한 내용을 빠르게 찾아보세요.
        </p>
      </header>

      <section aria-labelledby="quick-start-heading" className="mt-12 sm:mt-16">
        <h2 id="quick-start-heading" className="text-2xl font-bold tracking-tight">
          빠른 시작 가이드
        </h2>
        <p className="mt-2 text-sm leading-6 text-muted-foreground">네 단계만 따라 하면 첫 협업을 시작할 수 있습니다.</p>

        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          {GUIDES.map((guide) => (
            <GuideCard key={guide.id} guide={guide} />
          ))}
        </div>
      </section>

      <section aria-labelledby="faq-heading" className="mx-auto mt-16 max-w-3xl sm:mt-20">
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
            <MessageCircleQuestion className="size-5" aria-hidden="true" />
          </span>
          <h2 id="faq-heading" className="text-2xl font-bold tracking-tight">
            자주 묻는 질문
          </h2>
        </div>

        <Accordion type="single" collapsible className="mt-6 w-full">
          {FAQS.map((faq) => (
            <AccordionItem key={faq.id} value={faq.id}>
              <AccordionTrigger className="text-left text-base leading-6">{faq.question}</AccordionTrigger>
              <AccordionContent>
                <div className="space-y-3 text-[15px] leading-7 text-muted-foreground">
                  {faq.answer.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </section>

      <section aria-labelledby="more-help-heading" className="mx-auto mt-16 max-w-3xl sm:mt-20">
        <Card>
          <CardContent className="flex flex-col items-start gap-6 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
            <div className="flex items-start gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <LifeBuoy className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h2 id="more-help-heading" className="text-lg font-semibold">
                  원하는 답을 찾지 못하셨나요?
                </h2>
                <p className="mt-1 text-sm leading-6 text-muted-foreground">
                  문의를 남겨 주시면 담당자가 확인 후 답변드립니다. 진행 중인 프로젝트를 먼저 둘러보셔도 좋습니다.
                </p>
              </div>
            </div>
            <div className="flex w-full flex-col gap-2 sm:w-auto sm:shrink-0 sm:flex-row">
              <Button asChild>
                <Link href="/contact">문의하기</Link>
              </Button>
              <Button asChild variant="outline">
                <Link href="/projects">프로젝트 둘러보기</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      </section>
    </div>
  );
}

function GuideCard({ guide }: { guide: Guide }) {
  const Icon = guide.icon;
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <CardTitle>{guide.title}</CardTitle>
            <CardDescription className="mt-1">{guide.summary}</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col">
        <ol className="flex-1 space-y-5">
          {guide.steps.map((step, index) => {
            const StepIcon = step.icon;
            return (
              <li key={step.title} className="flex gap-4">
                <span
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <div className="min-w-0">
                  <h4 className="flex items-center gap-2 font-medium leading-8">
                    <span className="sr-only">{index + 1}단계: </span>
                    {step.title}
                    <StepIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  </h4>
                  <p className="mt-0.5 text-sm leading-6 text-muted-foreground">{step.description}</p>
                </div>
              </li>
            );
          })}
        </ol>
        <Button asChild size="lg" className="mt-8 w-full sm:w-auto sm:self-start">
          <Link href={guide.ctaHref}>
            {guide.ctaLabel}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
