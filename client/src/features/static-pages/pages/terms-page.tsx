import type { ReactNode } from "react";
import { Link } from "wouter";

const LAST_UPDATED = { iso: "2025-07-23", label: "2025년 7월 23일" } as const;
const CHANGE_NOTICE_DAYS = 7;
const CIRCLED = ["①", "②", "③", "④", "⑤", "⑥", "⑦", "⑧", "⑨", "⑩"];

interface Article {
  title: string;
  body: ReactNode;
}

/** Numbered paragraphs (항) marked ①, ② ... as Korean statutes and terms are written. */
function Clauses({ items }: { items: ReactNode[] }) {
  return (
    <ol className="space-y-3">
      {items.map((clause, index) => (
        <li key={index} className="flex gap-2">
          <span className="shrink-0 text-muted-foreground" aria-hidden="true">
            {CIRCLED[index]}
          </span>
          <div className="min-w-0 flex-1">{clause}</div>
        </li>
      ))}
    </ol>
  );
}

/** Numbered items (호) inside a paragraph. */
function Items({ items }: { items: ReactNode[] }) {
  return (
    <ol className="mt-2 list-decimal space-y-1.5 pl-5 marker:text-muted-foreground">
      {items.map((item, index) => (
        <li key={index} className="pl-0.5">
          {item}
        </li>
      ))}
    </ol>
  );
}

const ARTICLES: Article[] = [
  {
    title: "목적",
    body: (
      <p>
        이 약관은 아트링크(이하 &ldquo;회사&rdquo;)가 제공하는 문화예술 협업 플랫폼 아트링크 및 이와 관련된 제반
        서비스(이하 &ldquo;서비스&rdquo;)의 이용과 관련하여 회사와 이용자 간의 권리, 의무 및 책임사항, 그 밖에 필요한
        사항을 규정함을 목적으로 합니다.
      </p>
    ),
  },
  {
    title: "정의",
    body: (
      <Clauses
        items={[
          <>
            <p>이 약관에서 사용하는 용어의 뜻은 다음과 같습니다.</p>
            <Items
              items={[
                <>
                  &ldquo;서비스&rdquo;란 이용하는 단말기의 종류와 관계없이 회사가 제공하는 문화예술 프로젝트의 등록·검색·지원·초대,
                  메시지, 알림, 프로필 및 포트폴리오 관리, 회원 간 상호 평가, 커뮤니티 등 일체의 온라인 서비스를 말합니다.
                </>,
                <>&ldquo;이용자&rdquo;란 서비스에 접속하여 이 약관에 따라 회사가 제공하는 서비스를 이용하는 회원 및 비회원을 말합니다.</>,
                <>
                  &ldquo;회원&rdquo;이란 이 약관에 동의하고 회사가 정한 절차에 따라 회원가입을 완료하여 서비스를 계속적으로 이용할
                  수 있는 자를 말하며, 제작자와 아티스트로 구분합니다.
                </>,
                <>
                  &ldquo;제작자&rdquo;란 전시, 영화, 공연, 음악, 출판 등 문화예술 프로젝트를 기획하여 서비스에 등록하고, 함께할
                  아티스트를 모집하거나 초대하는 회원을 말합니다.
                </>,
                <>
                  &ldquo;아티스트&rdquo;란 미술작가, 배우, 음악가, 무용가, 작가 등 창작 및 실연 활동을 하는 자로서 프로필과
                  포트폴리오를 등록하고 프로젝트에 지원하거나 제작자의 초대에 응하는 회원을 말합니다.
                </>,
              ]}
            />
          </>,
          <p>이 약관에서 정의하지 않은 용어의 뜻은 관계 법령과 일반적인 거래 관행에 따릅니다.</p>,
        ]}
      />
    ),
  },
  {
    title: "약관의 효력 및 변경",
    body: (
      <Clauses
        items={[
          <p>이 약관은 서비스 화면에 게시하거나 그 밖의 방법으로 이용자에게 공지함으로써 효력이 발생합니다.</p>,
          <p>
            회사는 「약관의 규제에 관한 법률」, 「정보통신망 이용촉진 및 정보보호 등에 관한 법률」 등 관계 법령을 위반하지
            않는 범위에서 이 약관을 변경할 수 있습니다.
          </p>,
          <p>
            회사가 약관을 변경하는 경우에는 적용일자와 변경 사유를 밝혀 현행 약관과 함께 적용일자로부터 최소{" "}
            {CHANGE_NOTICE_DAYS}일 전부터 적용일자 전날까지 서비스 화면에 공지합니다. 회원에게 불리한 변경인 경우에는
            회원이 등록한 이메일 주소로도 개별 통지합니다.
          </p>,
          <p>
            회사가 제3항에 따라 공지하거나 통지하면서 적용일자 전날까지 거부 의사를 표시하지 않으면 변경에 동의한 것으로
            본다는 뜻을 명확히 알렸음에도 회원이 명시적으로 거부 의사를 표시하지 않은 경우, 회원은 변경된 약관에 동의한
            것으로 봅니다. 변경된 약관에 동의하지 않는 회원은 서비스 이용을 중단하고 탈퇴할 수 있습니다.
          </p>,
        ]}
      />
    ),
  },
  {
    title: "회원가입",
    body: (
      <Clauses
        items={[
          <p>
            이용자는 회사가 정한 가입 양식에 따라 회원 유형(제작자 또는 아티스트)을 선택하고 이메일 주소, 비밀번호, 이름 등
            회원정보를 입력한 뒤 이 약관에 동의한다는 의사를 표시함으로써 회원가입을 신청합니다.
          </p>,
          <p>회원가입은 회사가 발송한 인증 메일을 통하여 이용자가 이메일 주소 인증을 마친 때에 성립합니다.</p>,
          <>
            <p>회사는 다음 각 호의 어느 하나에 해당하는 신청에 대하여는 승낙하지 않거나, 사후에 이용계약을 해지할 수 있습니다.</p>
            <Items
              items={[
                <>타인의 명의나 이메일 주소를 도용하여 신청한 경우</>,
                <>허위 정보를 기재하거나 회사가 요구하는 필수 항목을 기재하지 않은 경우</>,
                <>이 약관에 따라 이전에 회원 자격을 상실한 적이 있는 경우. 다만 회사로부터 재가입 승낙을 받은 경우는 제외합니다.</>,
                <>관계 법령을 위반하거나 사회의 안녕질서 또는 미풍양속을 해칠 목적으로 신청한 경우</>,
              ]}
            />
          </>,
          <p>회원가입 시 선택한 회원 유형과 이메일 주소는 가입한 뒤에는 변경할 수 없습니다.</p>,
          <p>
            회원은 언제든지 계정 설정에서 탈퇴를 신청할 수 있으며, 회사는 관계 법령과 개인정보 처리방침에 따라 지체 없이
            이를 처리합니다.
          </p>,
        ]}
      />
    ),
  },
  {
    title: "서비스의 제공",
    body: (
      <Clauses
        items={[
          <>
            <p>회사는 회원에게 다음 각 호의 서비스를 제공합니다.</p>
            <Items
              items={[
                <>문화예술 프로젝트의 등록, 검색 및 열람</>,
                <>프로젝트 지원, 지원자 검토(승인 및 거절) 및 아티스트 초대</>,
                <>프로젝트로 연결된 회원 간 메시지 및 알림</>,
                <>프로필, 포트폴리오, 경력 및 수상 내역 관리</>,
                <>프로젝트 완료 후 회원 간 상호 평가</>,
                <>커뮤니티 및 그 밖에 회사가 정하여 회원에게 제공하는 서비스</>,
              ]}
            />
          </>,
          <p>
            서비스는 연중무휴, 1일 24시간 제공함을 원칙으로 합니다. 다만 회사는 설비의 점검·교체·고장, 통신 두절 등 운영상
            상당한 이유가 있는 경우 서비스 제공을 일시적으로 중단할 수 있으며, 이 경우 미리 공지합니다. 미리 공지할 수 없는
            부득이한 사유가 있는 경우에는 사후에 공지할 수 있습니다.
          </p>,
          <p>
            회사는 현재 서비스를 무료로 제공합니다. 유료 서비스를 도입하는 경우에는 그 내용과 요금을 제3조에서 정한 절차에
            따라 미리 공지합니다.
          </p>,
          <p>
            회사는 제작자와 아티스트가 서로를 찾고 소통할 수 있는 환경을 제공할 뿐, 회원 간에 체결되는 협업 계약의 당사자가
            아닙니다. 회원 간 협업 조건, 보수의 지급 및 계약의 이행에 관한 책임은 해당 회원에게 있습니다. 다만 회사의 고의
            또는 과실로 손해가 발생한 경우에는 그러하지 않습니다.
          </p>,
        ]}
      />
    ),
  },
  {
    title: "회원의 의무 및 금지행위",
    body: (
      <Clauses
        items={[
          <p>회원은 관계 법령, 이 약관, 서비스 이용안내 및 회사가 공지한 주의사항을 지켜야 합니다.</p>,
          <>
            <p>회원은 다음 각 호의 행위를 해서는 안 됩니다.</p>
            <Items
              items={[
                <>회원가입 또는 회원정보 변경 시 허위 내용을 등록하거나 타인의 정보를 도용하는 행위</>,
                <>진행할 의사가 없는 프로젝트를 등록하거나 프로젝트의 일정, 예산 등 조건을 사실과 다르게 표시하는 행위</>,
                <>타인의 작품을 자신의 포트폴리오로 게시하는 등 회사 또는 제3자의 저작권 등 지식재산권을 침해하는 행위</>,
                <>다른 회원을 비방하거나 모욕하는 행위, 성희롱이나 지속적인 괴롭힘 등 다른 회원에게 피해를 주는 행위</>,
                <>사실과 다른 평가를 작성하거나 대가를 주고받고 평가를 작성하는 등 상호 평가 제도를 악용하는 행위</>,
                <>메시지 기능을 이용하여 영리 목적의 광고성 정보나 스팸을 전송하는 행위</>,
                <>서비스를 통해 알게 된 다른 회원의 개인정보를 본래 목적 외로 수집·이용하거나 제3자에게 제공하는 행위</>,
                <>음란하거나 폭력적인 내용 등 공공질서 및 미풍양속에 반하는 정보를 게시하는 행위</>,
                <>악성코드를 유포하거나 회사의 시스템에 비정상적인 방법으로 접근하는 등 서비스의 안정적인 운영을 방해하는 행위</>,
              ]}
            />
          </>,
          <p>
            회원은 자신의 계정과 비밀번호를 관리할 책임이 있으며, 이를 제3자가 이용하게 해서는 안 됩니다. 계정이 도용되었거나
            제3자가 사용하고 있음을 안 경우에는 즉시 회사에 알려야 합니다.
          </p>,
          <p>
            회사는 회원이 제2항의 금지행위를 한 경우 해당 게시물을 삭제하거나, 미리 통지한 뒤 서비스 이용을 제한하거나
            이용계약을 해지할 수 있습니다. 다만 긴급한 조치가 필요한 경우에는 사후에 통지할 수 있습니다.
          </p>,
        ]}
      />
    ),
  },
  {
    title: "저작권",
    body: (
      <Clauses
        items={[
          <p>회사가 작성한 서비스 화면, 디자인, 로고 등에 대한 저작권 및 그 밖의 지식재산권은 회사에 귀속됩니다.</p>,
          <p>
            회원이 서비스에 게시한 포트폴리오, 프로젝트 소개, 게시글 등(이하 &ldquo;게시물&rdquo;)의 저작권은 해당 게시물의
            저작자에게 귀속됩니다.
          </p>,
          <p>
            회원은 회사가 서비스 안에서 게시물을 노출하고 서비스를 운영하는 데 필요한 범위에서 게시물을 무상으로 복제, 전송,
            전시하거나 화면 크기에 맞게 변형하는 것을 허락합니다. 이 허락은 회원이 게시물을 삭제하거나 탈퇴하면 종료되며,
            회사가 게시물을 서비스 밖에서 이용하려는 경우에는 미리 회원의 동의를 받습니다.
          </p>,
          <p>
            회원은 서비스를 이용하여 얻은 다른 회원의 게시물을 저작권자의 허락 없이 복제, 배포, 2차적 저작물 작성 등에
            이용하거나 제3자에게 이용하게 해서는 안 됩니다.
          </p>,
          <p>
            프로젝트 협업 과정에서 만들어진 결과물의 저작권 귀속과 이용 조건은 제작자와 아티스트가 별도의 계약으로
            정합니다.
          </p>,
        ]}
      />
    ),
  },
  {
    title: "개인정보보호",
    body: (
      <Clauses
        items={[
          <p>회사는 「개인정보 보호법」 등 관계 법령에서 정하는 바에 따라 회원의 개인정보를 보호하기 위하여 노력합니다.</p>,
          <p>
            개인정보의 보호 및 처리에 관하여는 관계 법령과 회사의{" "}
            <Link href="/privacy" className="font-medium text-primary underline underline-offset-4 hover:no-underline">
              개인정보처리방침
            </Link>
            이 적용됩니다.
          </p>,
          <p>
            회원이 프로필, 포트폴리오, 게시글 등 공개되는 영역에 스스로 게시한 정보는 다른 이용자가 열람할 수 있으므로,
            회원은 공개 범위를 고려하여 정보를 게시해야 합니다.
          </p>,
        ]}
      />
    ),
  },
  {
    title: "회사의 의무",
    body: (
      <Clauses
        items={[
          <p>
            회사는 관계 법령과 이 약관이 금지하거나 공공질서 및 미풍양속에 반하는 행위를 하지 않으며, 지속적이고 안정적으로
            서비스를 제공하기 위하여 최선을 다합니다.
          </p>,
          <p>
            회사는 회원이 안전하게 서비스를 이용할 수 있도록 개인정보 보호를 위한 보안 체계를 갖추고, 개인정보처리방침을
            공개하고 준수합니다.
          </p>,
          <p>
            회사는 서비스 이용과 관련하여 회원이 제기한 의견이나 불만이 정당하다고 인정하는 경우 이를 처리하며, 처리 과정과
            결과를 이메일 등으로 회원에게 알립니다.
          </p>,
          <p>회사는 서비스 장애가 발생한 경우 지체 없이 이를 복구하기 위하여 노력합니다.</p>,
        ]}
      />
    ),
  },
  {
    title: "분쟁 해결",
    body: (
      <Clauses
        items={[
          <p>회사와 회원은 서비스와 관련하여 발생한 분쟁을 원만하게 해결하기 위하여 성실히 협의합니다.</p>,
          <p>회사와 회원 사이에 발생한 분쟁에 관하여는 대한민국 법을 준거법으로 합니다.</p>,
          <p>
            서비스 이용과 관련하여 회사와 회원 사이에 발생한 분쟁에 관한 소송은 회사의 본점 소재지를 관할하는 법원을 관할
            법원으로 합니다.
          </p>,
        ]}
      />
    ),
  },
];

export function TermsPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 break-keep sm:px-6 lg:py-16">
      <header className="border-b pb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">이용약관</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          최종 수정일: <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.label}</time>
        </p>
        <p className="mt-6 text-[15px] leading-7 text-pretty text-muted-foreground">
          아트링크 서비스를 이용해 주셔서 감사합니다. 서비스를 이용하시기 전에 아래 약관을 꼼꼼히 읽어 주세요. 약관이
          바뀌는 경우 적용일로부터 최소 {CHANGE_NOTICE_DAYS}일 전에 서비스 화면을 통해 알려 드립니다.
        </p>
      </header>

      <nav aria-labelledby="terms-toc-heading" className="mt-8 rounded-lg border bg-muted/40 p-5 sm:p-6">
        <h2 id="terms-toc-heading" className="text-sm font-semibold">
          목차
        </h2>
        <ol className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {ARTICLES.map((article, index) => (
            <li key={article.title}>
              <a
                href={`#article-${index + 1}`}
                className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
              >
                제{index + 1}조 ({article.title})
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-10 text-[15px] leading-7 text-foreground/90">
        {ARTICLES.map((article, index) => (
          <section
            key={article.title}
            id={`article-${index + 1}`}
            aria-labelledby={`article-${index + 1}-heading`}
            className="scroll-mt-24"
          >
            <h2 id={`article-${index + 1}-heading`} className="mb-3 text-lg font-semibold text-foreground">
              제{index + 1}조 ({article.title})
            </h2>
            {article.body}
          </section>
        ))}

        <section aria-labelledby="terms-addendum-heading" className="border-t pt-8">
          <h2 id="terms-addendum-heading" className="mb-3 text-lg font-semibold text-foreground">
            부칙
          </h2>
          <p>
            이 약관은 <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.label}</time>부터 시행합니다.
          </p>
        </section>
      </div>
    </div>
  );
}
