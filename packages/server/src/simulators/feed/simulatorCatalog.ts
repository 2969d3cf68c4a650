import { SPORT_ID } from '@kbet/sdk';

/** A sport of spec §2 with its English and Korean names. */
export interface SimSport {
  id: number;
  name: string;
  nameKorean: string;
}

export interface SimLocation {
  id: number;
  name: string;
  nameKorean: string;
}

export interface SimTeam {
  id: number;
  name: string;
  nameKorean: string;
}

export interface SimLeague {
  id: number;
  sportId: number;
  locationId: number;
  name: string;
  nameKorean: string;
  /** Listed first in the Korean view. */
  koreanStyle: boolean;
  /** Relative number of fixtures the schedule gives the league. */
  weight: number;
  teams: readonly SimTeam[];
}

export const SIM_SPORTS: readonly SimSport[] = [
  { id: SPORT_ID.FOOTBALL, name: 'Football', nameKorean: '축구' },
  { id: SPORT_ID.BASKETBALL, name: 'Basketball', nameKorean: '농구' },
  { id: SPORT_ID.BASEBALL, name: 'Baseball', nameKorean: '야구' },
  { id: SPORT_ID.VOLLEYBALL, name: 'Volleyball', nameKorean: '배구' },
  { id: SPORT_ID.E_GAMES, name: 'E-Games', nameKorean: 'e스포츠' },
  { id: SPORT_ID.ICE_HOCKEY, name: 'Ice Hockey', nameKorean: '아이스하키' },
];

// The simulator's own location and league ids (a real feed brings LSports' ids).
export const SIM_LOCATIONS: readonly SimLocation[] = [
  { id: 1, name: 'South Korea', nameKorean: '대한민국' },
  { id: 2, name: 'England', nameKorean: '잉글랜드' },
  { id: 3, name: 'Spain', nameKorean: '스페인' },
  { id: 4, name: 'Italy', nameKorean: '이탈리아' },
  { id: 5, name: 'Germany', nameKorean: '독일' },
  { id: 6, name: 'Europe', nameKorean: '유럽' },
  { id: 7, name: 'USA', nameKorean: '미국' },
  { id: 8, name: 'Japan', nameKorean: '일본' },
  { id: 9, name: 'Asia', nameKorean: '아시아' },
];

const teamsByName = new Map<string, SimTeam>();
/**
 * Teams from [Korean, English] pairs. A club in two competitions (league and Champions League) is one
 * participant; ids are stable because the lists below never reorder.
 */
const teams = (pairs: readonly (readonly [string, string])[]): SimTeam[] =>
  pairs.map(([nameKorean, name]) => {
    const known = teamsByName.get(name);
    if (known) return known;
    const team = { id: 1001 + teamsByName.size, name, nameKorean };
    teamsByName.set(name, team);
    return team;
  });

const league = (
  id: number,
  sportId: number,
  locationId: number,
  nameKorean: string,
  name: string,
  weight: number,
  teamList: SimTeam[],
  koreanStyle = false,
): SimLeague => ({ id, sportId, locationId, name, nameKorean, koreanStyle, weight, teams: teamList });

const F = SPORT_ID.FOOTBALL;
const B = SPORT_ID.BASKETBALL;
const BB = SPORT_ID.BASEBALL;
const V = SPORT_ID.VOLLEYBALL;
const E = SPORT_ID.E_GAMES;
const H = SPORT_ID.ICE_HOCKEY;

export const SIM_LEAGUES: readonly SimLeague[] = [
  league(
    101,
    F,
    1,
    'K리그1',
    'K League 1',
    4,
    teams([
      ['울산 HD', 'Ulsan HD'],
      ['전북 현대 모터스', 'Jeonbuk Hyundai Motors'],
      ['포항 스틸러스', 'Pohang Steelers'],
      ['FC 서울', 'FC Seoul'],
      ['강원 FC', 'Gangwon FC'],
      ['김천 상무', 'Gimcheon Sangmu'],
      ['수원 FC', 'Suwon FC'],
      ['제주 SK', 'Jeju SK'],
      ['대전 하나 시티즌', 'Daejeon Hana Citizen'],
      ['광주 FC', 'Gwangju FC'],
      ['대구 FC', 'Daegu FC'],
      ['FC 안양', 'FC Anyang'],
    ]),
    true,
  ),
  league(
    102,
    F,
    2,
    '프리미어리그',
    'Premier League',
    5,
    teams([
      ['맨체스터 시티', 'Manchester City'],
      ['아스널', 'Arsenal'],
      ['리버풀', 'Liverpool'],
      ['첼시', 'Chelsea'],
      ['토트넘 홋스퍼', 'Tottenham Hotspur'],
      ['맨체스터 유나이티드', 'Manchester United'],
      ['뉴캐슬 유나이티드', 'Newcastle United'],
      ['애스턴 빌라', 'Aston Villa'],
      ['브라이튼', 'Brighton'],
      ['웨스트햄 유나이티드', 'West Ham United'],
      ['울버햄튼', 'Wolverhampton'],
      ['크리스탈 팰리스', 'Crystal Palace'],
    ]),
  ),
  league(
    103,
    F,
    3,
    '라리가',
    'La Liga',
    4,
    teams([
      ['레알 마드리드', 'Real Madrid'],
      ['바르셀로나', 'Barcelona'],
      ['아틀레티코 마드리드', 'Atletico Madrid'],
      ['세비야', 'Sevilla'],
      ['레알 소시에다드', 'Real Sociedad'],
      ['비야레알', 'Villarreal'],
      ['아틀레틱 빌바오', 'Athletic Bilbao'],
      ['레알 베티스', 'Real Betis'],
      ['발렌시아', 'Valencia'],
      ['지로나', 'Girona'],
    ]),
  ),
  league(
    104,
    F,
    4,
    '세리에 A',
    'Serie A',
    3,
    teams([
      ['인테르', 'Inter'],
      ['AC 밀란', 'AC Milan'],
      ['유벤투스', 'Juventus'],
      ['나폴리', 'Napoli'],
      ['AS 로마', 'AS Roma'],
      ['라치오', 'Lazio'],
      ['아탈란타', 'Atalanta'],
      ['피오렌티나', 'Fiorentina'],
      ['볼로냐', 'Bologna'],
      ['토리노', 'Torino'],
    ]),
  ),
  league(
    105,
    F,
    5,
    '분데스리가',
    'Bundesliga',
    3,
    teams([
      ['바이에른 뮌헨', 'Bayern Munich'],
      ['보루시아 도르트문트', 'Borussia Dortmund'],
      ['바이어 레버쿠젠', 'Bayer Leverkusen'],
      ['RB 라이프치히', 'RB Leipzig'],
      ['VfB 슈투트가르트', 'VfB Stuttgart'],
      ['아인트라흐트 프랑크푸르트', 'Eintracht Frankfurt'],
      ['SC 프라이부르크', 'SC Freiburg'],
      ['VfL 볼프스부르크', 'VfL Wolfsburg'],
      ['마인츠', 'Mainz 05'],
      ['호펜하임', 'Hoffenheim'],
    ]),
  ),
  league(
    106,
    F,
    6,
    'UEFA 챔피언스리그',
    'UEFA Champions League',
    2,
    teams([
      ['레알 마드리드', 'Real Madrid'],
      ['맨체스터 시티', 'Manchester City'],
      ['바이에른 뮌헨', 'Bayern Munich'],
      ['파리 생제르맹', 'Paris Saint-Germain'],
      ['인테르', 'Inter'],
      ['아스널', 'Arsenal'],
      ['바르셀로나', 'Barcelona'],
      ['벤피카', 'Benfica'],
      ['FC 포르투', 'FC Porto'],
      ['아약스', 'Ajax'],
      ['셀틱', 'Celtic'],
      ['리버풀', 'Liverpool'],
    ]),
  ),
  league(
    201,
    B,
    1,
    'KBL',
    'KBL',
    3,
    teams([
      ['서울 SK 나이츠', 'Seoul SK Knights'],
      ['창원 LG 세이커스', 'Changwon LG Sakers'],
      ['수원 KT 소닉붐', 'Suwon KT Sonicboom'],
      ['울산 현대모비스 피버스', 'Ulsan Hyundai Mobis Phoebus'],
      ['안양 정관장 레드부스터스', 'Anyang Jung Kwan Jang Red Boosters'],
      ['원주 DB 프로미', 'Wonju DB Promy'],
      ['부산 KCC 이지스', 'Busan KCC Egis'],
      ['고양 소노 스카이거너스', 'Goyang Sono Skygunners'],
      ['대구 한국가스공사 페가수스', 'Daegu KOGAS Pegasus'],
      ['서울 삼성 썬더스', 'Seoul Samsung Thunders'],
    ]),
    true,
  ),
  league(
    202,
    B,
    6,
    '유로리그',
    'Euroleague',
    2,
    teams([
      ['레알 마드리드', 'Real Madrid Baloncesto'],
      ['FC 바르셀로나', 'FC Barcelona Basquet'],
      ['올림피아코스', 'Olympiacos'],
      ['파나티나이코스', 'Panathinaikos'],
      ['페네르바체', 'Fenerbahce'],
      ['아나돌루 에페스', 'Anadolu Efes'],
      ['AS 모나코', 'AS Monaco'],
      ['파르티잔', 'Partizan'],
      ['츠르베나 즈베즈다', 'Crvena Zvezda'],
      ['마카비 텔아비브', 'Maccabi Tel Aviv'],
    ]),
  ),
  league(
    203,
    B,
    7,
    'NBA',
    'NBA',
    3,
    teams([
      ['보스턴 셀틱스', 'Boston Celtics'],
      ['LA 레이커스', 'Los Angeles Lakers'],
      ['골든스테이트 워리어스', 'Golden State Warriors'],
      ['덴버 너기츠', 'Denver Nuggets'],
      ['밀워키 벅스', 'Milwaukee Bucks'],
      ['피닉스 선즈', 'Phoenix Suns'],
      ['댈러스 매버릭스', 'Dallas Mavericks'],
      ['마이애미 히트', 'Miami Heat'],
      ['뉴욕 닉스', 'New York Knicks'],
      ['오클라호마시티 썬더', 'Oklahoma City Thunder'],
    ]),
  ),
  league(
    301,
    BB,
    1,
    'KBO 리그',
    'KBO League',
    4,
    teams([
      ['KIA 타이거즈', 'KIA Tigers'],
      ['삼성 라이온즈', 'Samsung Lions'],
      ['LG 트윈스', 'LG Twins'],
      ['두산 베어스', 'Doosan Bears'],
      ['KT 위즈', 'KT Wiz'],
      ['SSG 랜더스', 'SSG Landers'],
      ['롯데 자이언츠', 'Lotte Giants'],
      ['한화 이글스', 'Hanwha Eagles'],
      ['NC 다이노스', 'NC Dinos'],
      ['키움 히어로즈', 'Kiwoom Heroes'],
    ]),
    true,
  ),
  league(
    302,
    BB,
    7,
    'MLB',
    'MLB',
    3,
    teams([
      ['LA 다저스', 'Los Angeles Dodgers'],
      ['뉴욕 양키스', 'New York Yankees'],
      ['샌디에이고 파드리스', 'San Diego Padres'],
      ['샌프란시스코 자이언츠', 'San Francisco Giants'],
      ['보스턴 레드삭스', 'Boston Red Sox'],
      ['애틀랜타 브레이브스', 'Atlanta Braves'],
      ['휴스턴 애스트로스', 'Houston Astros'],
      ['필라델피아 필리스', 'Philadelphia Phillies'],
    ]),
  ),
  league(
    303,
    BB,
    8,
    'NPB',
    'NPB',
    1,
    teams([
      ['요미우리 자이언츠', 'Yomiuri Giants'],
      ['한신 타이거스', 'Hanshin Tigers'],
      ['후쿠오카 소프트뱅크 호크스', 'Fukuoka SoftBank Hawks'],
      ['오릭스 버펄로스', 'Orix Buffaloes'],
      ['도쿄 야쿠르트 스왈로스', 'Tokyo Yakult Swallows'],
      ['지바 롯데 마린스', 'Chiba Lotte Marines'],
    ]),
  ),
  league(
    401,
    V,
    1,
    'V-리그 남자부',
    'V-League Men',
    2,
    teams([
      ['대한항공 점보스', 'Korean Air Jumbos'],
      ['현대캐피탈 스카이워커스', 'Hyundai Capital Skywalkers'],
      ['삼성화재 블루팡스', 'Samsung Fire Bluefangs'],
      ['우리카드 우리WON', 'Woori Card WON'],
      ['OK저축은행 읏맨', 'OK Savings Bank'],
      ['한국전력 빅스톰', 'KEPCO Vixtorm'],
      ['KB손해보험 스타즈', 'KB Insurance Stars'],
    ]),
    true,
  ),
  league(
    402,
    V,
    1,
    'V-리그 여자부',
    'V-League Women',
    2,
    teams([
      ['흥국생명 핑크스파이더스', 'Heungkuk Life Pink Spiders'],
      ['현대건설 힐스테이트', 'Hyundai E&C Hillstate'],
      ['정관장 레드스파크스', 'Jung Kwan Jang Red Sparks'],
      ['IBK기업은행 알토스', 'IBK Altos'],
      ['GS칼텍스 KIXX', 'GS Caltex KIXX'],
      ['한국도로공사 하이패스', 'Korea Expressway Hi-pass'],
      ['페퍼저축은행 AI 페퍼스', 'Pepper Savings Bank AI Peppers'],
    ]),
    true,
  ),
  league(
    403,
    V,
    4,
    '슈퍼리가',
    'SuperLega',
    1,
    teams([
      ['페루자', 'Sir Susa Vim Perugia'],
      ['트렌티노', 'Itas Trentino'],
      ['치비타노바', 'Cucine Lube Civitanova'],
      ['밀라노', 'Allianz Milano'],
      ['피아첸차', 'Gas Sales Piacenza'],
      ['몬차', 'Vero Volley Monza'],
    ]),
  ),
  league(
    501,
    E,
    1,
    'LCK',
    'LCK',
    2,
    teams([
      ['T1', 'T1'],
      ['젠지', 'Gen.G'],
      ['한화생명e스포츠', 'Hanwha Life Esports'],
      ['디플러스 기아', 'Dplus KIA'],
      ['KT 롤스터', 'KT Rolster'],
      ['농심 레드포스', 'Nongshim RedForce'],
      ['DRX', 'DRX'],
      ['광동 프릭스', 'Kwangdong Freecs'],
      ['OK저축은행 브리온', 'OKSavingsBank BRION'],
      ['BNK 피어엑스', 'BNK FEARX'],
    ]),
    true,
  ),
  league(
    502,
    E,
    6,
    'LEC',
    'LEC',
    1,
    teams([
      ['G2 e스포츠', 'G2 Esports'],
      ['프나틱', 'Fnatic'],
      ['매드 라이온즈 KOI', 'MAD Lions KOI'],
      ['팀 바이탈리티', 'Team Vitality'],
      ['팀 헤레틱스', 'Team Heretics'],
      ['SK 게이밍', 'SK Gaming'],
      ['카르민 코프', 'Karmine Corp'],
      ['로그', 'Rogue'],
    ]),
  ),
  league(
    601,
    H,
    9,
    '아시아리그',
    'Asia League Ice Hockey',
    1,
    teams([
      ['HL 안양', 'HL Anyang'],
      ['레드이글스 홋카이도', 'Red Eagles Hokkaido'],
      ['닛코 아이스벅스', 'Nikko Icebucks'],
      ['도호쿠 프리블레이즈', 'Tohoku Free Blades'],
      ['요코하마 그리츠', 'Yokohama Grits'],
      ['스타즈 고베', 'Stars Kobe'],
    ]),
    true,
  ),
  league(
    602,
    H,
    7,
    'NHL',
    'NHL',
    2,
    teams([
      ['토론토 메이플리프스', 'Toronto Maple Leafs'],
      ['보스턴 브루인스', 'Boston Bruins'],
      ['뉴욕 레인저스', 'New York Rangers'],
      ['에드먼턴 오일러스', 'Edmonton Oilers'],
      ['플로리다 팬서스', 'Florida Panthers'],
      ['콜로라도 애벌랜치', 'Colorado Avalanche'],
      ['베이거스 골든나이츠', 'Vegas Golden Knights'],
      ['댈러스 스타즈', 'Dallas Stars'],
    ]),
  ),
  league(
    603,
    H,
    5,
    'DEL',
    'Deutsche Eishockey Liga',
    1,
    teams([
      ['아이스베렌 베를린', 'Eisbaren Berlin'],
      ['아들러 만하임', 'Adler Mannheim'],
      ['레드불 뮌헨', 'Red Bull Munich'],
      ['쾰러 하이에', 'Kolner Haie'],
      ['ERC 잉골슈타트', 'ERC Ingolstadt'],
      ['그리즐리스 볼프스부르크', 'Grizzlys Wolfsburg'],
    ]),
  ),
];
