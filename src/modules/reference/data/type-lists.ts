/**
 * The typed reference lists of spec public-and-account §3 "Reference lists", filled with the
 * values a Turkish ecosystem uses. Ids are stable: category id × 1000 + position (1-based);
 * append new items at the end of a list, never reorder.
 */

export type TypeItem = readonly [en: string, tr: string];
export interface TypeCategory {
  id: number;
  key: TypeListKey;
  nameEn: string;
  nameTr: string;
  items: readonly TypeItem[];
}

export const TYPE_LIST_IDS = {
  schoolDegree: 1,
  languageLevel: 2,
  skill: 3,
  position: 4,
  knowledgeLevel: 5,
  softSkill: 6,
  softSkillLevel: 7,
  jobSearchStatus: 8,
  employmentType: 9,
  profession: 10,
  startupStage: 11,
  employeeCount: 12,
  startupSector: 13,
  businessModel: 14,
  revenueModel: 15,
  technology: 16,
  governmentSupport: 17,
  investmentSeekingStatus: 18,
  investmentTour: 19,
  investmentType: 20,
  operatingStatus: 21,
  teamMemberPosition: 22,
  meetAndKnownTime: 23,
  angelInvestorNetwork: 24,
  patentNeed: 25,
  organizationTeamMemberType: 26,
  acceleratorProgramOrganization: 27,
  programType: 28,
  organizationType: 29,
  jobWorkingPlan: 30,
  graduateStatus: 31,
  targetMarket: 32,
} as const;
export type TypeListKey = keyof typeof TYPE_LIST_IDS;

/** The id of the `position`-th (1-based) item of a list. */
export function typeId(list: TypeListKey, position: number): number {
  return TYPE_LIST_IDS[list] * 1000 + position;
}

const L = (key: TypeListKey, nameEn: string, nameTr: string, items: readonly TypeItem[]): TypeCategory => ({
  id: TYPE_LIST_IDS[key],
  key,
  nameEn,
  nameTr,
  items,
});

export const TYPE_LISTS: readonly TypeCategory[] = [
  L('schoolDegree', 'School degree', 'Öğrenim derecesi', [
    ['High school', 'Lise'], ['Associate degree', 'Ön lisans'], ["Bachelor's degree", 'Lisans'],
    ["Master's degree", 'Yüksek lisans'], ['Doctorate', 'Doktora'], ['Certificate', 'Sertifika'],
  ]),
  L('languageLevel', 'Language level', 'Dil seviyesi', [
    ['Beginner (A1)', 'Başlangıç (A1)'], ['Elementary (A2)', 'Temel (A2)'], ['Intermediate (B1)', 'Orta (B1)'],
    ['Upper intermediate (B2)', 'Orta üstü (B2)'], ['Advanced (C1)', 'İleri (C1)'], ['Proficient (C2)', 'Uzman (C2)'],
    ['Native', 'Ana dil'],
  ]),
  L('skill', 'Skill', 'Yetenek', [
    ['JavaScript', 'JavaScript'], ['TypeScript', 'TypeScript'], ['Python', 'Python'], ['Java', 'Java'], ['Go', 'Go'],
    ['C#', 'C#'], ['Swift', 'Swift'], ['Kotlin', 'Kotlin'], ['React', 'React'], ['Node.js', 'Node.js'],
    ['SQL', 'SQL'], ['Machine learning', 'Makine öğrenmesi'], ['UI/UX design', 'UI/UX tasarımı'],
    ['Product management', 'Ürün yönetimi'], ['Digital marketing', 'Dijital pazarlama'], ['Sales', 'Satış'],
    ['Financial modelling', 'Finansal modelleme'], ['DevOps', 'DevOps'],
  ]),
  L('position', 'Position', 'Pozisyon', [
    ['Software engineer', 'Yazılım mühendisi'], ['Frontend developer', 'Ön yüz geliştirici'],
    ['Backend developer', 'Arka uç geliştirici'], ['Mobile developer', 'Mobil geliştirici'],
    ['Data scientist', 'Veri bilimci'], ['Product manager', 'Ürün yöneticisi'], ['Designer', 'Tasarımcı'],
    ['Marketing specialist', 'Pazarlama uzmanı'], ['Sales representative', 'Satış temsilcisi'],
    ['Business developer', 'İş geliştirici'],
  ]),
  L('knowledgeLevel', 'Knowledge level', 'Bilgi seviyesi', [
    ['Beginner', 'Başlangıç'], ['Intermediate', 'Orta'], ['Advanced', 'İleri'], ['Expert', 'Uzman'],
  ]),
  L('softSkill', 'Soft skill', 'Kişisel yetkinlik', [
    ['Communication', 'İletişim'], ['Leadership', 'Liderlik'], ['Teamwork', 'Takım çalışması'],
    ['Problem solving', 'Problem çözme'], ['Time management', 'Zaman yönetimi'], ['Adaptability', 'Uyum sağlama'],
    ['Negotiation', 'Müzakere'],
  ]),
  L('softSkillLevel', 'Soft skill level', 'Kişisel yetkinlik seviyesi', [
    ['Developing', 'Gelişmekte'], ['Good', 'İyi'], ['Very good', 'Çok iyi'], ['Excellent', 'Mükemmel'],
  ]),
  L('jobSearchStatus', 'Job search status', 'İş arama durumu', [
    ['Actively looking', 'Aktif olarak arıyor'], ['Open to offers', 'Tekliflere açık'], ['Not looking', 'Aramıyor'],
  ]),
  L('employmentType', 'Employment type', 'Çalışma şekli', [
    ['Full-time', 'Tam zamanlı'], ['Part-time', 'Yarı zamanlı'], ['Contract', 'Sözleşmeli'],
    ['Internship', 'Staj'], ['Freelance', 'Serbest'], ['Co-founder', 'Kurucu ortak'],
  ]),
  L('profession', 'Profession', 'Meslek', [
    ['Engineering', 'Mühendislik'], ['Product', 'Ürün'], ['Design', 'Tasarım'], ['Data', 'Veri'],
    ['Marketing', 'Pazarlama'], ['Sales', 'Satış'], ['Operations', 'Operasyon'], ['Finance', 'Finans'],
    ['Human resources', 'İnsan kaynakları'], ['Legal', 'Hukuk'],
  ]),
  L('startupStage', 'Startup stage', 'Girişim aşaması', [
    ['Idea', 'Fikir'], ['Prototype', 'Prototip'], ['MVP', 'MVP'], ['Early revenue', 'İlk gelir'],
    ['Growth', 'Büyüme'], ['Scale-up', 'Ölçeklenme'], ['Mature', 'Olgun'],
  ]),
  L('employeeCount', 'Employee count', 'Çalışan sayısı', [
    ['1–10', '1–10'], ['11–50', '11–50'], ['51–200', '51–200'], ['201–500', '201–500'],
    ['501–1,000', '501–1.000'], ['1,001+', '1.001+'],
  ]),
  L('startupSector', 'Startup sector', 'Girişim sektörü', [
    ['Fintech', 'Finansal teknoloji'], ['E-commerce', 'E-ticaret'], ['Enterprise software', 'Kurumsal yazılım'],
    ['Health tech', 'Sağlık teknolojileri'], ['Education tech', 'Eğitim teknolojileri'], ['Gaming', 'Oyun'],
    ['Mobility and transportation', 'Mobilite ve ulaşım'], ['Logistics', 'Lojistik'],
    ['Agritech', 'Tarım teknolojileri'], ['Food tech', 'Gıda teknolojileri'],
    ['Energy and cleantech', 'Enerji ve temiz teknoloji'], ['Media and entertainment', 'Medya ve eğlence'],
    ['Marketing and advertising', 'Pazarlama ve reklam'], ['HR and recruitment', 'İnsan kaynakları ve işe alım'],
    ['Proptech', 'Gayrimenkul teknolojileri'], ['Travel and hospitality', 'Seyahat ve konaklama'],
    ['Social networks', 'Sosyal ağlar'], ['Developer tools', 'Geliştirici araçları'],
    ['Cybersecurity', 'Siber güvenlik'], ['Hardware and IoT', 'Donanım ve nesnelerin interneti'],
    ['Legal tech', 'Hukuk teknolojileri'], ['Insurtech', 'Sigorta teknolojileri'], ['Marketplaces', 'Pazaryerleri'],
    ['Data and analytics', 'Veri ve analitik'], ['Communication', 'İletişim'], ['Fashion', 'Moda'],
    ['Sports', 'Spor'], ['Biotech', 'Biyoteknoloji'], ['Defense and aerospace', 'Savunma ve havacılık'],
    ['Retail', 'Perakende'], ['Social impact', 'Sosyal etki'],
  ]),
  L('businessModel', 'Business model', 'İş modeli', [
    ['B2B', 'B2B'], ['B2C', 'B2C'], ['B2B2C', 'B2B2C'], ['B2G', 'B2G'], ['C2C', 'C2C'], ['D2C', 'D2C'],
  ]),
  L('revenueModel', 'Revenue model', 'Gelir modeli', [
    ['Subscription', 'Abonelik'], ['Transaction fee', 'İşlem ücreti'], ['Commission', 'Komisyon'],
    ['Advertising', 'Reklam'], ['Freemium', 'Freemium'], ['Licensing', 'Lisanslama'],
    ['Product sales', 'Ürün satışı'], ['Usage-based', 'Kullanım bazlı'], ['Consulting and services', 'Danışmanlık ve hizmet'],
  ]),
  L('technology', 'Technology', 'Teknoloji', [
    ['Artificial intelligence', 'Yapay zekâ'], ['Machine learning', 'Makine öğrenmesi'], ['Big data', 'Büyük veri'],
    ['Cloud computing', 'Bulut bilişim'], ['Mobile', 'Mobil'], ['Blockchain', 'Blokzincir'],
    ['Internet of things', 'Nesnelerin interneti'], ['AR/VR', 'Artırılmış ve sanal gerçeklik'], ['Robotics', 'Robotik'],
    ['Computer vision', 'Bilgisayarlı görü'], ['Natural language processing', 'Doğal dil işleme'],
    ['Security', 'Güvenlik'], ['Open source', 'Açık kaynak'], ['Web', 'Web'], ['Hardware', 'Donanım'],
    ['Video', 'Video'], ['Search', 'Arama'], ['Payments', 'Ödeme sistemleri'],
    ['Location-based services', 'Konum tabanlı servisler'], ['Real-time systems', 'Gerçek zamanlı sistemler'],
    ['Drones', 'İnsansız hava araçları'], ['3D printing', '3B baskı'], ['Audio', 'Ses teknolojileri'],
    ['Messaging', 'Mesajlaşma'], ['Databases', 'Veritabanları'],
  ]),
  L('governmentSupport', 'Government support', 'Devlet desteği', [
    ['TÜBİTAK BiGG 1512', 'TÜBİTAK BiGG 1512'], ['TÜBİTAK 1501', 'TÜBİTAK 1501'], ['TÜBİTAK 1507', 'TÜBİTAK 1507'],
    ['TÜBİTAK 1602 patent support', 'TÜBİTAK 1602 patent desteği'], ['KOSGEB R&D and innovation', 'KOSGEB Ar-Ge ve inovasyon'],
    ['KOSGEB entrepreneurship support', 'KOSGEB girişimcilik desteği'], ['Development agency grant', 'Kalkınma ajansı hibesi'],
    ['Technopark tax exemption', 'Teknopark vergi muafiyeti'], ['Ministry of Trade export support', 'Ticaret Bakanlığı ihracat desteği'],
    ['Horizon Europe', 'Ufuk Avrupa'],
  ]),
  L('investmentSeekingStatus', 'Investment seeking status', 'Yatırım arama durumu', [
    ['Actively seeking', 'Aktif olarak arıyor'], ['Open to investment', 'Yatırıma açık'],
    ['Not seeking', 'Yatırım aramıyor'], ['Closing a round', 'Tur kapatıyor'],
  ]),
  L('investmentTour', 'Investment round', 'Yatırım turu', [
    ['Pre-seed', 'Tohum öncesi'], ['Seed', 'Tohum'], ['Series A', 'A serisi'], ['Series B', 'B serisi'],
    ['Series C', 'C serisi'], ['Series D', 'D serisi'], ['Series E', 'E serisi'], ['Bridge', 'Köprü'],
    ['Angel', 'Melek'], ['Grant', 'Hibe'], ['IPO', 'Halka arz'], ['Acquisition', 'Satın alma'],
  ]),
  L('investmentType', 'Investment type', 'Yatırım türü', [
    ['Equity', 'Hisse'], ['Convertible note', 'Hisseye dönüştürülebilir borç'], ['SAFE', 'SAFE'],
    ['Grant', 'Hibe'], ['Debt', 'Borç'], ['Crowdfunding', 'Kitle fonlaması'], ['Undisclosed', 'Açıklanmadı'],
  ]),
  L('operatingStatus', 'Operating status', 'Faaliyet durumu', [
    ['Operating', 'Faaliyette'], ['Exited', 'Çıkış yaptı'], ['Closed', 'Kapandı'], ['Acquired', 'Satın alındı'],
  ]),
  L('teamMemberPosition', 'Team member position', 'Ekip üyesi pozisyonu', [
    ['Founder', 'Kurucu'], ['Co-founder', 'Kurucu ortak'], ['CEO', 'CEO'], ['CTO', 'CTO'], ['COO', 'COO'],
    ['CFO', 'CFO'], ['Employee', 'Çalışan'], ['Mentor', 'Mentor'], ['Advisor', 'Danışman'],
  ]),
  L('meetAndKnownTime', 'How long known', 'Tanışıklık süresi', [
    ['Less than a year', '1 yıldan az'], ['1–3 years', '1–3 yıl'], ['3–5 years', '3–5 yıl'], ['More than 5 years', '5 yıldan fazla'],
  ]),
  L('angelInvestorNetwork', 'Angel investor network', 'Melek yatırımcı ağı', [
    ['Galata Business Angels', 'Galata Business Angels'], ['Keiretsu Forum Türkiye', 'Keiretsu Forum Türkiye'],
    ['BAN-TR', 'BAN-TR'], ['ODTÜ Teknokent Angels', 'ODTÜ Teknokent Melekleri'], ['Startup Istanbul Angels', 'Startup İstanbul Melekleri'],
  ]),
  L('patentNeed', 'Patent need', 'Patent ihtiyacı', [
    ['Licensing partner', 'Lisans ortağı'], ['Investment', 'Yatırım'], ['Manufacturing partner', 'Üretim ortağı'],
    ['Commercialization', 'Ticarileştirme'],
  ]),
  L('organizationTeamMemberType', 'Organization team member type', 'Kurum ekip üyesi türü', [
    ['Manager', 'Yönetici'], ['Mentor', 'Mentor'], ['Employee', 'Çalışan'], ['Partner', 'Ortak'],
  ]),
  L('acceleratorProgramOrganization', 'Startup program', 'Girişim programı', [
    ['Y Combinator', 'Y Combinator'], ['TÜBİTAK BiGG', 'TÜBİTAK BiGG'], ['İTÜ Çekirdek', 'İTÜ Çekirdek'],
    ['Boğaziçi BUN', 'Boğaziçi BUN'], ['ODTÜ Teknokent İdea', 'ODTÜ Teknokent İdea'], ['Endeavor Türkiye', 'Endeavor Türkiye'],
    ['Google for Startups', 'Google for Startups'], ['Startup Wise Guys', 'Startup Wise Guys'],
    ['Techstars', 'Techstars'], ['500 Global', '500 Global'],
  ]),
  L('programType', 'Program type', 'Program türü', [
    ['Acceleration', 'Hızlandırma'], ['Incubation', 'Kuluçka'], ['Pre-incubation', 'Ön kuluçka'],
    ['Competition', 'Yarışma'], ['Bootcamp', 'Kamp'], ['Mentorship', 'Mentorluk'],
  ]),
  L('organizationType', 'Organization type', 'Kurum türü', [
    ['Angel investment network', 'Melek yatırım ağı'], ['Angel investor', 'Melek yatırımcı'], ['Company', 'Şirket'],
    ['Corporate venture capital', 'Kurumsal girişim sermayesi'], ['Entrepreneurship center', 'Girişimcilik merkezi'],
    ['Incubation center', 'Kuluçka merkezi'], ['Investment company', 'Yatırım şirketi'], ['NGO', 'Sivil toplum kuruluşu'],
    ['Private equity', 'Özel sermaye'], ['Science park', 'Teknopark'], ['Technology transfer office', 'Teknoloji transfer ofisi'],
    ['Venture capital', 'Girişim sermayesi'], ['University', 'Üniversite'], ['Accelerator', 'Hızlandırıcı'],
  ]),
  L('jobWorkingPlan', 'Working plan', 'Çalışma planı', [
    ['On-site', 'Ofisten'], ['Remote', 'Uzaktan'], ['Hybrid', 'Hibrit'],
  ]),
  L('graduateStatus', 'Graduate status', 'Mezuniyet durumu', [
    ['Graduated', 'Mezun'], ['Student', 'Öğrenci'], ['Left', 'Ayrıldı'],
  ]),
  L('targetMarket', 'Target market', 'Hedef pazar', [
    ['Türkiye', 'Türkiye'], ['Europe', 'Avrupa'], ['Middle East and North Africa', 'Orta Doğu ve Kuzey Afrika'],
    ['North America', 'Kuzey Amerika'], ['Asia', 'Asya'], ['Global', 'Küresel'],
  ]),
];

/** Item ids by list and English name, e.g. `typeIdByName('startupStage', 'MVP')`. */
export function typeIdByName(list: TypeListKey, nameEn: string): number {
  const category = TYPE_LISTS.find((c) => c.key === list);
  const index = category?.items.findIndex(([en]) => en === nameEn) ?? -1;
  if (index < 0) throw new Error(`Unknown ${list} item: ${nameEn}`);
  return typeId(list, index + 1);
}
