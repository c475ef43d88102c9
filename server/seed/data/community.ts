/** Community posts with their comments and replies; authors are person keys from people.ts. */
import type { PostType } from "@shared/constants";

export interface CommentSeed {
  author: string;
  content: string;
  replies?: Array<{ author: string; content: string }>;
}

export interface PostSeed {
  author: string;
  postType: PostType;
  content: string;
  tags: string[];
  /** Days ago. */
  daysAgo: number;
  /** Attach a demo cover image when covers exist. */
  image?: boolean;
  comments?: CommentSeed[];
}

export const POSTS: PostSeed[] = [
  {
    author: "doyoon",
    postType: "work",
    content:
      "한지 위에 아크릴을 여섯 번 겹쳐 올린 신작을 마무리했습니다. 창가에 세워 두면 오후 4시쯤 빛이 종이를 통과하면서 뒷면의 붓질이 비쳐 보여요. 이번 그룹전 〈느린 시간〉에 걸릴 예정입니다.",
    tags: ["회화", "설치미술"],
    daysAgo: 3,
    image: true,
    comments: [
      { author: "haeun", content: "빛이 통과하는 장면 꼭 직접 보고 싶어요. 오프닝 때 갈게요!", replies: [{ author: "doyoon", content: "감사합니다! 오프닝은 오후 5시라 딱 좋은 빛일 거예요." }] },
      { author: "seoyeon", content: "설치 위치 창가 쪽으로 다시 잡아 볼게요. 사진만 봐도 좋네요." },
      { author: "seoa", content: "한지와 아크릴 접착은 어떻게 하시는지 궁금합니다." },
    ],
  },
  {
    author: "seoyeon",
    postType: "recruitment",
    content:
      "성수 설치미술 기획전 참여 작가를 모집하고 있습니다. 층고 7m 메인 홀을 쓸 수 있는 드문 기회예요. 장소 특정적 작업을 해 오신 분들의 지원을 기다립니다. 자세한 내용은 프로젝트 페이지를 확인해 주세요.",
    tags: ["설치미술", "전시기획"],
    daysAgo: 5,
    comments: [
      { author: "minjae", content: "현장 답사가 가능한지 궁금합니다.", replies: [{ author: "seoyeon", content: "네, 토요일 오후에 답사 시간 열어 두었어요. 메시지 주세요." }] },
      { author: "taeo", content: "야외 마당도 사용할 수 있나요?" },
    ],
  },
  {
    author: "seojin",
    postType: "info",
    content:
      "사진 전시 준비하시는 분들께 공유합니다. 부산 중앙동에 인화 품질 좋고 가격도 합리적인 디지털 피그먼트 인화소가 새로 생겼어요. 대형 인화(40x60인치)도 당일 출력이 가능합니다. 종이 샘플을 미리 받아볼 수 있으니 꼭 비교해 보세요.",
    tags: ["사진", "전시기획"],
    daysAgo: 9,
    comments: [
      { author: "jihoo", content: "좋은 정보 감사합니다. 제주에서 택배 주문도 되는지 알아봐야겠네요." },
      { author: "jiwoo", content: "종이 샘플 받아 봤는데 하네뮬레 계열이 특히 좋더라고요." },
    ],
  },
  {
    author: "seoa",
    postType: "question",
    content:
      "올해 졸업한 신진 작가입니다. 첫 단체전 지원을 준비하고 있는데, 포트폴리오에 졸업 작품 외에 습작도 넣는 게 좋을까요? 작품 수가 많지 않아서 고민입니다.",
    tags: ["회화"],
    daysAgo: 2,
    comments: [
      { author: "doyoon", content: "습작이라도 지금 작업 방향을 보여 준다면 넣는 걸 추천해요. 대신 10점 이내로 골라서 흐름이 보이게 정리하면 좋습니다.", replies: [{ author: "seoa", content: "흐름이 보이게! 많은 도움이 됐습니다. 감사합니다." }] },
      { author: "haejin", content: "기획자 입장에서는 작업 노트 한 페이지가 작품 수보다 더 중요하게 보일 때가 많아요." },
      { author: "haeun", content: "저도 처음엔 같은 고민했어요. 응원합니다!" },
    ],
  },
  {
    author: "nayeon",
    postType: "work",
    content:
      "지난주 미술관 로비에서 했던 즉흥 퍼포먼스 기록 영상이 나왔어요. 관객 발걸음 소리를 실시간으로 받아 움직임을 바꾸는 실험이었는데, 생각보다 관객들이 적극적으로 참여해 주셔서 놀랐습니다.",
    tags: ["무용", "현대무용", "퍼포먼스"],
    daysAgo: 6,
    image: true,
    comments: [
      { author: "sua", content: "센서 세팅 같이 하면서 정말 재밌었어요. 다음 버전도 해 봐요!" },
      { author: "yeeun", content: "계단에서 내려오는 장면 너무 좋네요." },
    ],
  },
  {
    author: "minji",
    postType: "recruitment",
    content:
      "대학로 창작 연극 〈달의 뒷면〉 2인극 배우를 찾고 있습니다. 40대 자매 역할이고, 실제 나이보다 인물의 결을 이해하시는 분이면 좋겠어요. 오디션은 지정 장면으로 진행합니다.",
    tags: ["연극"],
    daysAgo: 4,
    comments: [{ author: "woojin", content: "주변 선배님들께 공유했습니다. 좋은 작품 기대할게요!" }],
  },
  {
    author: "kihoon",
    postType: "info",
    content:
      "영화음악 작업하시는 분들께. 요즘 독립영화 현장에서 음악 계약할 때 저작권 귀속과 음원 유통 권리를 따로 명시하는 경우가 늘었어요. 계약서에 '영화 외 사용' 조항이 있는지 꼭 확인하세요. 제가 쓰는 체크리스트를 정리해 봤습니다.",
    tags: ["음악", "영화", "작곡"],
    daysAgo: 14,
    comments: [
      { author: "junho", content: "제작사 입장에서도 정말 필요한 정리네요. 저희 계약서도 다시 보겠습니다." },
      { author: "eunho", content: "국악 작곡도 같은 이슈가 많아요. 공유 감사합니다." },
    ],
  },
  {
    author: "gaon",
    postType: "general",
    content:
      "전주 한옥마을에서 버스킹을 하다 보면 외국인 관광객분들이 가야금 소리에 발걸음을 멈추는 순간이 있어요. 그 순간 때문에 매주 무거운 악기를 들고 나가게 됩니다. 이번 여름에도 금요일 밤마다 나갈 예정이에요.",
    tags: ["국악", "음악"],
    daysAgo: 11,
    comments: [{ author: "hyunseok", content: "이번 여름 야간 버스킹 무대에도 꼭 함께해 주세요!" }],
  },
  {
    author: "jisoo",
    postType: "info",
    content:
      "공공미술 프로젝트 예산서 작성 팁을 공유합니다. 재료비와 제작비 외에 주민 워크숍 진행비, 안전 점검비, 작품 유지보수비를 별도 항목으로 잡아 두면 나중에 정산할 때 훨씬 수월합니다. 특히 유지보수비는 빠뜨리기 쉬우니 꼭 챙기세요.",
    tags: ["공공미술", "설치미술"],
    daysAgo: 20,
    comments: [
      { author: "minjae", content: "유지보수비 빠뜨려서 고생한 적이 있어서 공감합니다.", replies: [{ author: "jisoo", content: "다들 한 번씩 겪는 일이죠. 이번 행궁동 프로젝트에는 미리 반영해 두었어요." }] },
    ],
  },
  {
    author: "yerin",
    postType: "work",
    content: "그림책 작업 중 한 장면을 살짝 공개해요. 할머니가 귤을 따서 손녀 주머니에 몰래 넣어 주는 장면입니다. 색연필 질감을 최대한 살려 보았어요.",
    tags: ["일러스트", "드로잉"],
    daysAgo: 7,
    image: true,
    comments: [
      { author: "gayoung", content: "보자마자 마음이 따뜻해지네요." },
      { author: "junseo", content: "주머니 그림자 표현이 너무 좋아요." },
    ],
  },
  {
    author: "woojin",
    postType: "question",
    content: "낭독극 준비할 때 대본을 완전히 외우시나요, 아니면 보면서 하시나요? 이번에 처음 낭독극 시리즈에 참여하게 되어서 선배님들 방식이 궁금합니다.",
    tags: ["연극", "희곡"],
    daysAgo: 12,
    comments: [
      { author: "yuna", content: "작가 입장에서는 대본을 들고 있어도 시선이 관객에게 자주 가면 충분히 좋더라고요." },
      { author: "bonhyuk", content: "저는 흐름만 외우고 대본은 안전장치로 들고 있어요." },
    ],
  },
  {
    author: "junho",
    postType: "recruitment",
    content:
      "단편영화 〈여름의 끝〉 주연 배우를 찾습니다. 강릉에서 6회차 촬영이고 숙식과 교통을 모두 제공합니다. 대사보다 침묵으로 이야기하는 연기를 기다리고 있어요.",
    tags: ["영화", "단편영화"],
    daysAgo: 8,
    comments: [
      { author: "hyunwoo", content: "지원했습니다! 강릉 바다 장면 기대되네요." },
      { author: "eunbi", content: "대구에서도 지원 가능할까요?", replies: [{ author: "junho", content: "물론입니다. 촬영 기간 숙소를 제공하니 부담 없이 지원해 주세요." }] },
    ],
  },
  {
    author: "sua",
    postType: "info",
    content:
      "인터랙티브 작품에 쓸 저렴한 센서 조합을 정리했습니다. 관객 위치는 ToF 센서, 소리는 MEMS 마이크, 조도는 포토레지스터로 충분해요. 전시 기간이 길면 발열 관리를 꼭 신경 써 주세요. 작년 여름 전시에서 센서 하나가 멈춰서 고생했거든요.",
    tags: ["미디어아트", "디지털아트"],
    daysAgo: 16,
    comments: [
      { author: "junhyuk", content: "발열 정말 중요하죠. 저는 작은 팬을 따로 달아요." },
      { author: "kyungtae", content: "MEMS 마이크 모델명도 알려 주실 수 있을까요?" },
    ],
  },
  {
    author: "jimin",
    postType: "general",
    content: "오랜만에 살풀이 수건을 새로 맞췄어요. 명주 수건의 무게가 조금만 달라도 호흡이 달라지는 게 신기합니다. 다음 달 공연 준비 시작합니다.",
    tags: ["무용", "한국무용"],
    daysAgo: 18,
    comments: [{ author: "dain", content: "공연 날 소리로 함께하게 되어 기뻐요." }],
  },
  {
    author: "haejin",
    postType: "general",
    content:
      "원도심 빈 점포 전시를 마치고 점포들을 원상복구하는 날이었습니다. 한 달 동안 작품이 있던 자리를 비우고 나니 오히려 공간이 더 또렷하게 보이네요. 함께해 준 작가님들과 상인회에 감사드립니다.",
    tags: ["설치미술", "공공미술"],
    daysAgo: 25,
    image: true,
    comments: [
      { author: "doyoon", content: "정말 즐거운 한 달이었습니다. 감사했어요!" },
      { author: "minjae", content: "다음 시즌도 기대하겠습니다." },
    ],
  },
  {
    author: "chaeyun",
    postType: "question",
    content: "뮤지컬 리딩 공연 반주를 처음 맡게 되었는데, 리허설 때 편곡 변경이 잦다고 들었어요. 보통 악보 수정은 어떻게 관리하시나요?",
    tags: ["뮤지컬", "피아노"],
    daysAgo: 10,
    comments: [
      { author: "bonhyuk", content: "음악감독님이 버전 번호를 악보에 적어 주시는 경우가 많아요. 태블릿에 넣고 쓰시는 분들도 늘었습니다." },
      { author: "kihoon", content: "수정 사항은 날짜별로 한 장에 모아서 공유하면 헷갈리지 않아요." },
    ],
  },
  {
    author: "jaewon",
    postType: "recruitment",
    content:
      "대전 라이트랩에서 인터랙티브 미디어아트전 〈감각의 회로〉 참여 작가를 모집합니다. 연구단지 연구자와 짝을 이뤄 석 달 동안 함께 작품을 개발합니다. 센서와 장비 구입비는 별도로 지원해요.",
    tags: ["미디어아트", "사운드아트"],
    daysAgo: 6,
    comments: [{ author: "junhyuk", content: "대전 작가로서 너무 반가운 공모네요. 지원하겠습니다." }],
  },
  {
    author: "siwoo",
    postType: "work",
    content: "새벽 항구에서 쓴 짧은 시 한 편 올립니다.\n\n그물을 개는 손이\n바다를 접어\n주머니에 넣는다\n오늘 치의 파도만큼",
    tags: ["문학", "시"],
    daysAgo: 13,
    comments: [
      { author: "eunseo", content: "'오늘 치의 파도'라는 말이 오래 남네요." },
      { author: "gayoung", content: "〈바람의 문법〉에도 꼭 실어 주세요!", replies: [{ author: "siwoo", content: "그러려고 아껴 두었습니다." }] },
    ],
  },
  {
    author: "donghyun",
    postType: "info",
    content:
      "이천 도자 축제 기간에 작업실을 개방합니다. 장작가마 불 때는 날이 마침 축제 둘째 날이라 가마 앞에서 불 보는 경험을 하실 수 있어요. 공예 작업 하시는 분들 편하게 놀러 오세요.",
    tags: ["공예", "도예"],
    daysAgo: 22,
  },
  {
    author: "daeun",
    postType: "general",
    content: "이번 시즌 쇼윈도 작업을 마무리하며 느낀 점. 브랜드 협업에서 가장 중요한 건 작가에게 '하지 않아도 되는 것'을 분명히 알려 주는 일이더라고요. 제약이 명확할수록 작업이 자유로워졌습니다.",
    tags: ["패션", "디자인"],
    daysAgo: 30,
    comments: [{ author: "hajin", content: "정말 공감합니다. 작업자로서 그런 브리프가 제일 고마워요." }],
  },
  {
    author: "harim",
    postType: "work",
    content: "부산 클럽 공연에서 처음 불러 본 자작곡 '바다 쪽 창문' 라이브 영상 올려요. 보사노바 리듬에 한국어 가사를 얹어 봤습니다.",
    tags: ["재즈", "보컬", "음악"],
    daysAgo: 15,
    comments: [{ author: "sungmin", content: "베이스 라인 너무 좋았어요. 다음엔 같이 해요!" }],
  },
  {
    author: "yunseul",
    postType: "question",
    content: "소극장 무대에서 높이감을 표현해야 하는 작업을 준비 중입니다. 천장이 낮은 극장에서 수직성을 살린 무대 사례를 아시면 추천해 주세요.",
    tags: ["무대미술", "연극"],
    daysAgo: 5,
    comments: [
      { author: "seungjun", content: "저희 극장이 딱 그런 조건이에요. 조명으로 그림자를 세로로 길게 뽑는 방법을 많이 씁니다. 한번 보러 오세요." },
    ],
  },
  {
    author: "dongha",
    postType: "recruitment",
    content: "경주 달빛 축제에서 월정교와 물 위를 무대로 쓰는 야간 퍼포먼스 팀을 찾습니다. 무용, 미디어, 음악 어떤 장르든 환영합니다. 팀 단위 지원도 가능해요.",
    tags: ["퍼포먼스", "미디어아트", "무용"],
    daysAgo: 9,
    comments: [{ author: "yeeun", content: "물 위 무대라니 상상만 해도 설레네요." }],
  },
  {
    author: "jia",
    postType: "general",
    content: "첫 장편 시나리오 2고를 마쳤습니다. 작은 다큐멘터리를 만들며 만난 사람들이 자꾸 인물 속으로 들어와요. 올해 안에 촬영할 수 있기를.",
    tags: ["영화", "다큐멘터리"],
    daysAgo: 19,
    comments: [{ author: "seunghoon", content: "촬영 필요하면 언제든 불러 주세요!" }],
  },
  {
    author: "kyungtae",
    postType: "work",
    content: "을지로 지하상가에서 녹음한 소리로 만든 8채널 사운드 설치 〈잔향〉의 기록입니다. 셔터 내리는 소리, 에스컬레이터 소리, 멀리서 들리는 라디오가 겹쳐집니다.",
    tags: ["사운드아트", "미디어아트"],
    daysAgo: 27,
    image: true,
  },
  {
    author: "eunbi",
    postType: "question",
    content: "연극만 하다가 처음 단편영화 오디션을 보게 됐어요. 카메라 앞에서는 연기를 얼마나 줄여야 하는지 감이 잘 안 옵니다. 조언 부탁드려요.",
    tags: ["영화", "연극"],
    daysAgo: 1,
    comments: [
      { author: "hyunwoo", content: "저도 처음엔 그랬어요. 생각만 해도 카메라가 잡아 준다고 믿고 해 보세요." },
      { author: "jia", content: "연출 입장에서는 크기보다 진짜인지가 더 중요해요. 응원합니다!" },
    ],
  },
  {
    author: "hyunseok",
    postType: "info",
    content:
      "전북 지역 국악인 대상 공연 지원 사업 공고가 다음 주에 나온다고 합니다. 작년에는 창작 초연 부문이 신설되어 젊은 연주자 팀이 많이 선정되었어요. 준비하시는 분들 참고하세요.",
    tags: ["국악"],
    daysAgo: 4,
  },
  {
    author: "hajin",
    postType: "work",
    content: "버려진 청바지 120벌로 짠 대형 텍스타일 작업이 완성됐습니다. 높이 5m로 매장 천장에서 늘어뜨릴 예정이에요. 바느질 도와주신 시민 참여자분들께 감사드려요.",
    tags: ["패션", "공예", "설치미술"],
    daysAgo: 8,
    image: true,
    comments: [{ author: "daeun", content: "설치 날 현장에서 뵐게요. 정말 멋집니다." }],
  },
  {
    author: "areum",
    postType: "general",
    content: "〈오월의 몸〉 리허설 첫날. 올해도 같은 계절, 같은 장소에서 다른 몸들이 기억을 이어 갑니다. 라이브 연주자 모집도 아직 열려 있어요.",
    tags: ["무용", "퍼포먼스"],
    daysAgo: 3,
  },
  {
    author: "subin",
    postType: "question",
    content: "전시 포스터 인쇄할 때 별색을 쓰면 단가가 많이 올라가나요? 소량(200부) 인쇄라 고민입니다.",
    tags: ["디자인"],
    daysAgo: 2,
    comments: [{ author: "jungmin", content: "소량이면 리소 인쇄도 괜찮아요. 별색 느낌이 나면서 단가도 합리적입니다." }],
  },
];
