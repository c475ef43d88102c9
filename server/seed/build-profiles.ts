/** Portfolios, experiences, awards and education rows, built in memory from the patterns in data/profiles.ts. */
import type { awards, education, experiences, portfolios } from "@shared/schema/index";
import type { SeedUser } from "./build-collab";
import { AWARD_PATTERNS, EDUCATION_PATTERNS, EXPERIENCE_PATTERNS, PORTFOLIO_PATTERNS, PRODUCER_EXPERIENCE_PATTERNS, WORK_WORDS } from "./data/profiles";
import { between, type Clock, type Rng } from "./random";

export type PortfolioRow = typeof portfolios.$inferInsert & { tagNames: string[] };
export type ExperienceRow = typeof experiences.$inferInsert;
export type AwardRow = typeof awards.$inferInsert;
export type EducationRow = typeof education.$inferInsert;

export interface ProfileRows {
  portfolios: PortfolioRow[];
  experiences: ExperienceRow[];
  awards: AwardRow[];
  education: EducationRow[];
}

const pad = (n: number) => String(n).padStart(2, "0");
/** 'YYYY-MM-01' for a year and a month that may overflow (13 -> January of the next year). */
function monthStart(year: number, month: number): string {
  const d = new Date(year, month - 1, 1);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-01`;
}

/** The demo artist 김도윤 and demo producer 박서연 get hand-written profiles; everyone else is composed. */
function demoArtistRows(u: SeedUser, clock: Clock, cover: (i: number) => string | null): ProfileRows {
  const y = clock.now.getFullYear();
  const at = (days: number) => clock.ago(days);
  return {
    portfolios: [
      {
        userId: u.id,
        userRole: "artist",
        title: "〈머무는 빛〉 연작",
        description: "한지 위에 아크릴을 여섯 겹 올려 빛이 종이를 통과하도록 만든 평면 연작입니다. 창가에 걸었을 때 시간대마다 다른 그림이 됩니다.",
        category: "painting",
        featured: true,
        imageUrl: cover(3),
        projectUrl: "https://www.behance.net/kimdoyoon",
        createdAt: at(40),
        tagNames: ["회화", "설치미술"],
      },
      {
        userId: u.id,
        userRole: "artist",
        title: "개인전 〈느린 오후〉 설치 전경",
        description: "갤러리 전체를 오후 네 시의 빛으로 채운 개인전. 회화 14점과 반투명 천 설치를 함께 선보였습니다.",
        category: "installation",
        featured: true,
        imageUrl: cover(7),
        projectUrl: null,
        createdAt: at(120),
        tagNames: ["설치미술"],
      },
      {
        userId: u.id,
        userRole: "artist",
        title: "드로잉 노트 2024",
        description: "1년 동안 매일 한 장씩 그린 연필 드로잉 가운데 60점을 골라 엮었습니다.",
        category: "painting",
        featured: false,
        imageUrl: cover(11),
        projectUrl: null,
        createdAt: at(200),
        tagNames: ["드로잉"],
      },
      {
        userId: u.id,
        userRole: "artist",
        title: "원도심 빈 점포 설치 〈남은 자리〉",
        description: "부산 중앙동의 옛 양복점을 한 달간 전시장으로 바꾼 설치 작업입니다. 재단대와 옷걸이를 그대로 두고 빛만 바꾸었습니다.",
        category: "installation",
        featured: false,
        imageUrl: cover(15),
        projectUrl: null,
        createdAt: at(25),
        tagNames: [],
      },
      {
        userId: u.id,
        userRole: "artist",
        title: "화랑미술제 출품작 〈겹〉",
        description: "아트페어에서 소개한 50호 소품 연작 다섯 점입니다.",
        category: "art_fair",
        featured: false,
        imageUrl: null,
        projectUrl: null,
        createdAt: at(300),
        tagNames: [],
      },
    ],
    experiences: [
      {
        userId: u.id,
        type: "exhibition",
        title: "개인전 〈느린 오후〉",
        organization: "갤러리 담",
        role: "작가",
        description: "신작 회화 14점과 천 설치를 발표했습니다.",
        location: "서울",
        startDate: monthStart(y - 1, 4),
        endDate: monthStart(y - 1, 5),
        isCurrent: false,
      },
      {
        userId: u.id,
        type: "exhibition",
        title: "단체전 〈겨울 정원〉",
        organization: "스튜디오 서연",
        role: "참여 작가",
        description: "청년 회화 작가 6인전에 참여했습니다.",
        location: "서울",
        startDate: clock.day(-70),
        endDate: clock.day(-40),
        isCurrent: false,
      },
      {
        userId: u.id,
        type: "residency",
        title: "인천아트플랫폼 입주 작가",
        organization: "인천아트플랫폼",
        role: "입주 작가",
        description: "개항장 일대의 창문을 리서치하며 빛을 주제로 한 신작을 준비했습니다.",
        location: "인천",
        startDate: monthStart(y - 3, 3),
        endDate: monthStart(y - 2, 2),
        isCurrent: false,
      },
      {
        userId: u.id,
        type: "art_fair",
        title: "화랑미술제 참가",
        organization: "한국화랑협회",
        role: "출품 작가",
        description: "갤러리 부스를 통해 소품 연작을 소개했습니다.",
        location: "서울",
        startDate: monthStart(y - 2, 4),
        endDate: monthStart(y - 2, 4),
        isCurrent: false,
      },
      {
        userId: u.id,
        type: "project",
        title: "그룹전 〈느린 시간〉 준비",
        organization: "스튜디오 서연",
        role: "참여 작가",
        description: "한남동 갤러리 그룹전을 위한 신작을 제작하고 있습니다.",
        location: "서울",
        startDate: clock.day(-20),
        endDate: null,
        isCurrent: true,
      },
    ],
    awards: [
      {
        userId: u.id,
        title: "청년미술상 우수상",
        organization: "한국미술협회",
        category: "competition",
        year: y - 2,
        description: "〈머무는 빛〉 연작으로 수상했습니다.",
      },
      { userId: u.id, title: "신진작가 공모 선정", organization: "서울문화재단", category: "competition", year: y - 4, description: null },
      { userId: u.id, title: "홍익대학교 졸업전 최우수상", organization: "홍익대학교 미술대학", category: "competition", year: y - 8, description: null },
    ],
    education: [
      {
        userId: u.id,
        institution: "홍익대학교",
        degree: "학사",
        fieldOfStudy: "회화",
        startDate: `${y - 12}-03-01`,
        endDate: `${y - 8}-02-28`,
        isCurrent: false,
        description: "졸업 작품전 최우수상",
      },
      {
        userId: u.id,
        institution: "홍익대학교 대학원",
        degree: "석사",
        fieldOfStudy: "회화",
        startDate: `${y - 7}-03-01`,
        endDate: `${y - 5}-02-28`,
        isCurrent: false,
        description: null,
      },
    ],
  };
}

function demoProducerRows(u: SeedUser, clock: Clock, cover: (i: number) => string | null): ProfileRows {
  const y = clock.now.getFullYear();
  return {
    portfolios: [
      {
        userId: u.id,
        userRole: "producer",
        title: "기획전 〈도시의 결〉",
        description: "성수동 공장 건물을 무대로 작가 9인의 설치와 미디어 작업을 소개한 기획전입니다. 6주간 1만 2천 명이 찾았습니다.",
        category: "installation",
        featured: true,
        imageUrl: cover(5),
        projectUrl: "https://studio-seoyeon.kr/archive",
        createdAt: clock.ago(150),
        tagNames: ["전시기획", "설치미술"],
      },
      {
        userId: u.id,
        userRole: "producer",
        title: "퍼포먼스 시리즈 〈몸의 건축〉",
        description: "무용수와 건축가가 짝을 이뤄 빈 건물을 해석한 퍼포먼스 시리즈입니다.",
        category: "performance_art",
        featured: false,
        imageUrl: cover(9),
        projectUrl: null,
        createdAt: clock.ago(260),
        tagNames: ["퍼포먼스"],
      },
    ],
    experiences: [
      {
        userId: u.id,
        type: "exhibition",
        title: "기획전 〈도시의 결〉",
        organization: "스튜디오 서연",
        role: "기획·총괄",
        description: "작가 선정부터 공간 설계, 홍보까지 총괄했습니다.",
        location: "서울",
        startDate: monthStart(y - 1, 9),
        endDate: monthStart(y - 1, 10),
        isCurrent: false,
      },
      {
        userId: u.id,
        type: "project",
        title: "스튜디오 서연 운영",
        organization: "스튜디오 서연",
        role: "대표·큐레이터",
        description: "성수동 복합문화공간을 운영하며 연 6회 전시와 공연을 기획합니다.",
        location: "서울",
        startDate: `${y - 6}-03-01`,
        endDate: null,
        isCurrent: true,
      },
      {
        userId: u.id,
        type: "art_fair",
        title: "아트부산 특별전 협력 큐레이터",
        organization: "아트부산",
        role: "협력 큐레이터",
        description: "신진 작가 특별전을 공동 기획했습니다.",
        location: "부산",
        startDate: monthStart(y - 3, 5),
        endDate: monthStart(y - 3, 5),
        isCurrent: false,
      },
    ],
    awards: [
      {
        userId: u.id,
        title: "올해의 독립 기획자상",
        organization: "한국큐레이터협회",
        category: "competition",
        year: y - 1,
        description: "기획전 〈도시의 결〉",
      },
    ],
    education: [
      {
        userId: u.id,
        institution: "서울대학교",
        degree: "석사",
        fieldOfStudy: "미술경영",
        startDate: `${y - 17}-03-01`,
        endDate: `${y - 15}-02-28`,
        isCurrent: false,
        description: null,
      },
    ],
  };
}

export function buildProfiles(
  rng: Rng,
  clock: Clock,
  users: SeedUser[],
  demo: { artist: SeedUser; producer: SeedUser },
  cover: (i: number) => string | null,
): ProfileRows {
  const out: ProfileRows = { portfolios: [], experiences: [], awards: [], education: [] };
  const add = (r: ProfileRows) => {
    out.portfolios.push(...r.portfolios);
    out.experiences.push(...r.experiences);
    out.awards.push(...r.awards);
    out.education.push(...r.education);
  };
  const y = clock.now.getFullYear();
  for (const u of users) {
    // Draw for the demo accounts too, so the rest of the sequence does not depend on who is special.
    const words = rng.shuffle(WORK_WORDS);
    const w = (i: number) => words[i % words.length]!;
    if (u.id === demo.artist.id) {
      add(demoArtistRows(u, clock, cover));
      continue;
    }
    if (u.id === demo.producer.id) {
      add(demoProducerRows(u, clock, cover));
      continue;
    }
    const d = u.seed.discipline;
    const careerStart = Math.max(2005, y - Math.max(1, u.seed.years));
    if (u.type === "artist") {
      const patterns = rng.sample(PORTFOLIO_PATTERNS[d], rng.int(2, Math.min(5, PORTFOLIO_PATTERNS[d].length)));
      const featured = rng.chance(0.7) ? 0 : -1;
      patterns.forEach((p, i) => {
        const c = rng.chance(0.55) ? rng.int(1, 24) : 0;
        out.portfolios.push({
          userId: u.id,
          userRole: "artist",
          title: p.title.replace("{w}", w(i)),
          description: p.description,
          category: p.category,
          featured: i === featured || (i === 1 && rng.chance(0.15)),
          imageUrl: c ? cover(c) : null,
          projectUrl: rng.chance(0.2) ? (u.seed.website ?? null) : null,
          createdAt: between(rng, u.createdAt, clock.ago(1)),
          tagNames: rng.chance(0.35) ? p.tags : [],
        });
      });
    }
    const expPatterns = u.type === "producer" ? PRODUCER_EXPERIENCE_PATTERNS[d] : EXPERIENCE_PATTERNS[d];
    const expCount = u.type === "artist" ? rng.int(u.seed.years < 2 ? 1 : 2, 4) : rng.int(1, 2);
    for (let i = 0; i < expCount; i += 1) {
      const p = rng.pick(expPatterns);
      const org = rng.pick(p.organizations);
      const startYear = rng.int(careerStart, y);
      const startMonth = rng.int(1, 12);
      const start = monthStart(startYear, startMonth);
      const current = i === 0 && p.months >= 3 && rng.chance(0.25);
      const end = monthStart(startYear, startMonth + p.months);
      out.experiences.push({
        userId: u.id,
        type: p.type,
        title: p.title.replace("{w}", w(i + 5)).replace("{o}", org),
        organization: org,
        role: p.role,
        description: p.description,
        location: rng.chance(0.7) ? u.seed.location : null,
        startDate: start > clock.day(0) ? clock.day(-30) : start,
        endDate: current || end > clock.day(0) ? null : end,
        isCurrent: current || end > clock.day(0),
      });
    }
    if (u.seed.years >= 2) {
      for (const a of rng.sample(AWARD_PATTERNS[d], rng.int(0, 2))) {
        out.awards.push({
          userId: u.id,
          title: a.title,
          organization: a.organization,
          category: a.category,
          year: Math.min(2026, rng.int(careerStart, y)),
          description: null,
        });
      }
    }
    if (rng.chance(0.65)) {
      const e = rng.pick(EDUCATION_PATTERNS[d]);
      const grad = Math.max(2000, careerStart - rng.int(0, 2));
      const len = e.degree === "석사" || e.degree === "전문사" ? 2 : e.degree === "정규과정" ? 1 : 4;
      out.education.push({
        userId: u.id,
        institution: e.institution,
        degree: e.degree,
        fieldOfStudy: e.fieldOfStudy,
        startDate: `${grad - len}-03-01`,
        endDate: `${grad}-02-28`,
        isCurrent: false,
        description: null,
      });
    }
  }
  return out;
}
