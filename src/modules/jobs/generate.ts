/**
 * Sample jobs of the first seed (issue 15 §2 "Generated jobs in the seed for the generated
 * startups"): about 40% of the generated, visible startups with a country and a city post one to
 * three jobs each, so /jobs has open positions to show and filter from the first start.
 *
 * Each job keeps the rules of `jobProblems` (jobs.ts) (D §5): the startup's own country and city, a
 * profession with a real-looking title for it ("Senior Backend Engineer", "Product Designer",
 * "Growth Marketing Manager"; Turkish titles such as "Kıdemli Yazılım Geliştirici" for about a
 * third of the Turkish startups), plain-text description, responsibilities and requirements (lines,
 * no HTML), 2–5 technical skills of the role and 0–2 social skills, 1–2 working plans, an employment
 * type (mostly Full-time) and a pay plan (mostly Monthly; some Yearly and Hourly).
 *
 * Money: Turkish startups pay in TRY (monthly 40,000–150,000 TRY; yearly ×12, hourly ÷160), others
 * in EUR (euro area) or USD (yearly 50,000–180,000; monthly ÷12, hourly ÷2,000); seniority places
 * the range in that band. About a fifth of the jobs show no wage; some offer a share range of
 * 0.1–2 % (percent). Dates are UTC `YYYY-MM-DD` relative to the run date: published within the last
 * 60 days, expiring 30–90 days after publication, about 10% already expired, the rest open today.
 *
 * Deterministic: the same seed and the same startups (in id order) give the same jobs (titles,
 * texts, skills, pay); only the dates follow the run date. Rows are `source = 'generated'` with no
 * creator; ids come from the jobs sequence so the seoUrl is `${slugify(title)}-${id}` as for
 * `createJob`.
 */
import { Faker, base, en, tr } from '@faker-js/faker';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { insertInChunks } from '@/server/db/batch';
import { todayUtc } from '@/lib/format';
import { normalizeSearchText, slugify } from '@/lib/text';
import { TURKEY_ID } from '@/modules/reference/seed';
import { cities } from '@/modules/reference/schema';
import { TYPE_LISTS, typeIdByName, typeIdsOf } from '@/modules/reference/data/type-lists';
import { startups } from '@/modules/startups/schema';
import { jobs } from './schema';

export interface GenerateJobsOptions {
  seed?: number;
  /** Jobs of each hiring startup, inclusive bounds (default 1–3). */
  perStartup?: { min: number; max: number };
  /** Share of the eligible startups that are hiring, 0–1 (default 0.4). */
  hiringShare?: number;
  /** The run date, UTC `YYYY-MM-DD` (default today): publication and expiration are relative to it. */
  today?: string;
}

type Lang = 'en' | 'tr';
type Pair = readonly [en: string, tr: string];
type Seniority = 'intern' | 'junior' | 'mid' | 'senior' | 'lead';

interface Role {
  /** The title without seniority, in English and Turkish. */
  title: Pair;
  /** English names of the `skill` list the role asks for (at least two). */
  skills: string[];
  /** The title of the lead level when "Lead …" does not fit ("Head of Product"). */
  lead?: Pair;
  /** A manager's role: no intern or junior level. */
  manager?: boolean;
}

interface Profession {
  /** English name in the `profession` list. */
  name: string;
  weight: number;
  /** The team, as in "our engineering team". */
  team: Pair;
  roles: Role[];
  responsibilities: Pair[];
}

const r = (
  en: string,
  trTitle: string,
  skills: string[],
  extra: Omit<Role, 'title' | 'skills'> = {},
): Role => ({
  title: [en, trTitle],
  skills,
  ...extra,
});

const PROFESSIONS: readonly Profession[] = [
  {
    name: 'Engineering',
    weight: 35,
    team: ['engineering', 'mühendislik'],
    roles: [
      r('Backend Engineer', 'Backend Geliştirici', [
        'Node.js',
        'Go',
        'Java',
        'Python',
        'SQL',
        'DevOps',
        'TypeScript',
        'C#',
      ]),
      r('Frontend Engineer (React)', 'Frontend Geliştirici (React)', [
        'JavaScript',
        'TypeScript',
        'React',
        'UI/UX design',
        'Node.js',
      ]),
      r('Full-Stack Developer', 'Full-Stack Geliştirici', [
        'JavaScript',
        'TypeScript',
        'React',
        'Node.js',
        'SQL',
        'Python',
      ]),
      r('Mobile Developer (React Native)', 'Mobil Uygulama Geliştirici (React Native)', [
        'React',
        'JavaScript',
        'TypeScript',
        'Node.js',
      ]),
      r('iOS Developer', 'iOS Geliştirici', ['Swift', 'UI/UX design', 'SQL']),
      r('Android Developer', 'Android Geliştirici', ['Kotlin', 'Java', 'SQL']),
      r('DevOps Engineer', 'DevOps Mühendisi', ['DevOps', 'Go', 'Python', 'SQL']),
      r('Software Engineer', 'Yazılım Geliştirici', ['Java', 'C#', 'Python', 'Go', 'SQL', 'TypeScript']),
      r('Machine Learning Engineer', 'Makine Öğrenmesi Mühendisi', [
        'Python',
        'Machine learning',
        'SQL',
        'DevOps',
      ]),
      r('QA Automation Engineer', 'Test Otomasyon Mühendisi', [
        'JavaScript',
        'TypeScript',
        'Python',
        'Java',
        'DevOps',
      ]),
    ],
    responsibilities: [
      [
        'Design, build and ship features end to end with a small cross-functional team',
        'Küçük ve çok disiplinli bir ekiple özellikleri uçtan uca tasarlayıp geliştirmek ve canlıya almak',
      ],
      [
        'Write clean, tested and maintainable code and review your teammates’ changes',
        'Temiz, test edilmiş ve sürdürülebilir kod yazmak, ekip arkadaşlarının kodlarını incelemek',
      ],
      [
        'Keep our services fast, secure and observable in production',
        'Servislerimizin canlı ortamda hızlı, güvenli ve izlenebilir kalmasını sağlamak',
      ],
      [
        'Take part in architecture decisions and technical planning',
        'Mimari kararlara ve teknik planlamaya katkı vermek',
      ],
      [
        'Work closely with product and design to turn ideas into releases',
        'Fikirleri sürümlere dönüştürmek için ürün ve tasarım ekipleriyle yakın çalışmak',
      ],
      [
        'Improve our CI/CD pipeline and the developer experience',
        'CI/CD süreçlerimizi ve geliştirici deneyimini iyileştirmek',
      ],
    ],
  },
  {
    name: 'Product',
    weight: 8,
    team: ['product', 'ürün'],
    roles: [
      r('Product Manager', 'Ürün Yöneticisi', ['Product management', 'SQL', 'UI/UX design'], {
        lead: ['Head of Product', 'Ürün Direktörü'],
      }),
      r('Product Owner', 'Ürün Sahibi (Product Owner)', ['Product management', 'SQL', 'UI/UX design'], {
        lead: ['Group Product Manager', 'Grup Ürün Yöneticisi'],
      }),
      r(
        'Technical Product Manager',
        'Teknik Ürün Yöneticisi',
        ['Product management', 'SQL', 'Python', 'DevOps'],
        {
          manager: true,
          lead: ['Head of Product', 'Ürün Direktörü'],
        },
      ),
    ],
    responsibilities: [
      [
        'Own the roadmap of a product area and set clear priorities',
        'Bir ürün alanının yol haritasını sahiplenmek ve net öncelikler belirlemek',
      ],
      [
        'Talk to customers every week and turn their problems into well-defined requirements',
        'Her hafta müşterilerle görüşüp sorunlarını net gereksinimlere dönüştürmek',
      ],
      [
        'Write concise specs and user stories together with engineering and design',
        'Mühendislik ve tasarım ekipleriyle birlikte kısa ve net dokümanlar ile kullanıcı hikâyeleri yazmak',
      ],
      [
        'Define success metrics and follow them after every release',
        'Başarı metriklerini tanımlamak ve her sürümden sonra takip etmek',
      ],
      [
        'Run discovery, A/B tests and usability sessions',
        'Keşif çalışmaları, A/B testleri ve kullanılabilirlik oturumları yürütmek',
      ],
    ],
  },
  {
    name: 'Design',
    weight: 8,
    team: ['design', 'tasarım'],
    roles: [
      r('Product Designer', 'Ürün Tasarımcısı', ['UI/UX design', 'Product management'], {
        lead: ['Head of Design', 'Tasarım Direktörü'],
      }),
      r('UX Researcher', 'UX Araştırmacısı', ['UI/UX design', 'Product management', 'SQL']),
      r('UI Designer', 'UI Tasarımcısı', ['UI/UX design', 'JavaScript', 'React']),
      r('Brand Designer', 'Marka Tasarımcısı', ['UI/UX design', 'Digital marketing']),
    ],
    responsibilities: [
      [
        'Design user flows, wireframes and polished interfaces for web and mobile',
        'Web ve mobil için kullanıcı akışları, tel kafesler ve detaylı arayüzler tasarlamak',
      ],
      ['Maintain and extend our design system', 'Tasarım sistemimizi sürdürmek ve geliştirmek'],
      [
        'Run user interviews and usability tests and share what you learn',
        'Kullanıcı görüşmeleri ve kullanılabilirlik testleri yapmak, öğrendiklerini ekiple paylaşmak',
      ],
      [
        'Work with engineers through implementation until the details are right',
        'Detaylar doğru olana kadar geliştirme sürecinde mühendislerle birlikte çalışmak',
      ],
      [
        'Prototype ideas quickly to test them with customers',
        'Fikirleri müşterilerle test etmek için hızlıca prototiplemek',
      ],
    ],
  },
  {
    name: 'Data',
    weight: 9,
    team: ['data', 'veri'],
    roles: [
      r('Data Engineer', 'Veri Mühendisi', ['Python', 'SQL', 'DevOps', 'Java', 'Go']),
      r('Data Scientist', 'Veri Bilimci', ['Python', 'SQL', 'Machine learning']),
      r('Data Analyst', 'Veri Analisti', ['SQL', 'Python', 'Financial modelling']),
      r('Analytics Engineer', 'Analitik Mühendisi', ['SQL', 'Python', 'DevOps']),
    ],
    responsibilities: [
      [
        'Build and maintain reliable data pipelines and the data warehouse',
        'Güvenilir veri hatlarını ve veri ambarını kurmak ve sürdürmek',
      ],
      [
        'Turn business questions into analyses, dashboards and clear recommendations',
        'İş sorularını analizlere, panolara ve net önerilere dönüştürmek',
      ],
      [
        'Design experiments and measure the impact of product changes',
        'Deneyler tasarlamak ve ürün değişikliklerinin etkisini ölçmek',
      ],
      [
        'Develop and deploy models for forecasting, scoring and recommendations',
        'Tahminleme, skorlama ve öneri için modeller geliştirip canlıya almak',
      ],
      [
        'Keep data quality high and definitions documented',
        'Veri kalitesini yüksek, tanımları belgelenmiş tutmak',
      ],
    ],
  },
  {
    name: 'Marketing',
    weight: 10,
    team: ['marketing', 'pazarlama'],
    roles: [
      r(
        'Growth Marketing Manager',
        'Büyüme Pazarlama Yöneticisi',
        ['Digital marketing', 'SQL', 'Product management'],
        {
          manager: true,
          lead: ['Head of Growth', 'Büyüme Direktörü'],
        },
      ),
      r('Performance Marketing Specialist', 'Performans Pazarlama Uzmanı', ['Digital marketing', 'SQL'], {
        lead: ['Performance Marketing Lead', 'Performans Pazarlama Takım Lideri'],
      }),
      r('Content Marketing Manager', 'İçerik Pazarlama Yöneticisi', ['Digital marketing', 'UI/UX design'], {
        manager: true,
        lead: ['Head of Content', 'İçerik Direktörü'],
      }),
      r('Social Media Specialist', 'Sosyal Medya Uzmanı', ['Digital marketing', 'UI/UX design'], {
        lead: ['Social Media Lead', 'Sosyal Medya Takım Lideri'],
      }),
      r('SEO Specialist', 'SEO Uzmanı', ['Digital marketing', 'JavaScript', 'SQL'], {
        lead: ['SEO Lead', 'SEO Takım Lideri'],
      }),
    ],
    responsibilities: [
      [
        'Plan and run campaigns across paid, organic and lifecycle channels',
        'Ücretli, organik ve yaşam döngüsü kanallarında kampanyalar planlamak ve yürütmek',
      ],
      [
        'Own acquisition targets and report on CAC, conversion and retention',
        'Kullanıcı kazanım hedeflerini sahiplenmek; CAC, dönüşüm ve elde tutma oranlarını raporlamak',
      ],
      [
        'Create content for our website, blog and social media together with the design team',
        'Tasarım ekibiyle birlikte web sitesi, blog ve sosyal medya için içerik üretmek',
      ],
      [
        'Run A/B tests on landing pages and onboarding',
        'Açılış sayfaları ve kullanıcı karşılama akışlarında A/B testleri yapmak',
      ],
      [
        'Manage the marketing budget and our agencies',
        'Pazarlama bütçesini ve ajanslarla ilişkileri yönetmek',
      ],
    ],
  },
  {
    name: 'Sales',
    weight: 10,
    team: ['sales', 'satış'],
    roles: [
      r(
        'Account Executive',
        'Satış Yöneticisi (Account Executive)',
        ['Sales', 'Digital marketing', 'Financial modelling'],
        {
          lead: ['Head of Sales', 'Satış Direktörü'],
        },
      ),
      r('Business Development Representative', 'İş Geliştirme Temsilcisi', ['Sales', 'Digital marketing'], {
        lead: ['Business Development Manager', 'İş Geliştirme Müdürü'],
      }),
      r('Customer Success Manager', 'Müşteri Başarı Yöneticisi', ['Sales', 'Product management', 'SQL'], {
        manager: true,
        lead: ['Head of Customer Success', 'Müşteri Başarı Direktörü'],
      }),
      r('Inside Sales Specialist', 'İç Satış Uzmanı', ['Sales', 'Digital marketing'], {
        lead: ['Inside Sales Team Lead', 'İç Satış Takım Lideri'],
      }),
    ],
    responsibilities: [
      [
        'Build and manage a pipeline of SME and enterprise customers',
        'KOBİ ve kurumsal müşterilerden oluşan bir satış hunisi oluşturmak ve yönetmek',
      ],
      [
        'Run discovery calls, demos and negotiations through to signed contracts',
        'Keşif görüşmeleri, demolar ve pazarlıkları imzalı sözleşmeye kadar yürütmek',
      ],
      ['Reach and exceed quarterly revenue targets', 'Çeyreklik gelir hedeflerine ulaşmak ve aşmak'],
      [
        'Keep the CRM up to date and forecast accurately',
        'CRM kayıtlarını güncel tutmak ve doğru tahminleme yapmak',
      ],
      [
        'Share customer feedback with the product team',
        'Müşteri geri bildirimlerini ürün ekibiyle paylaşmak',
      ],
    ],
  },
  {
    name: 'Operations',
    weight: 8,
    team: ['operations', 'operasyon'],
    roles: [
      r('Operations Manager', 'Operasyon Yöneticisi', ['Product management', 'Financial modelling', 'SQL'], {
        manager: true,
        lead: ['Head of Operations', 'Operasyon Direktörü'],
      }),
      r('Customer Support Specialist', 'Müşteri Destek Uzmanı', ['Sales', 'Product management'], {
        lead: ['Customer Support Team Lead', 'Müşteri Destek Takım Lideri'],
      }),
      r('Supply Chain Specialist', 'Tedarik Zinciri Uzmanı', ['Financial modelling', 'SQL', 'Sales'], {
        lead: ['Supply Chain Manager', 'Tedarik Zinciri Müdürü'],
      }),
      r('Business Operations Analyst', 'İş Operasyonları Analisti', ['SQL', 'Financial modelling', 'Python']),
    ],
    responsibilities: [
      [
        'Design and improve the processes that keep the company running smoothly',
        'Şirketin sorunsuz işlemesini sağlayan süreçleri tasarlamak ve iyileştirmek',
      ],
      [
        'Coordinate suppliers, logistics partners and internal teams',
        'Tedarikçileri, lojistik iş ortaklarını ve iç ekipleri koordine etmek',
      ],
      [
        'Track operational KPIs and report on them every week',
        'Operasyonel performans göstergelerini takip edip haftalık raporlamak',
      ],
      [
        'Handle escalations from customers and partners',
        'Müşteri ve iş ortaklarından gelen eskalasyonları yönetmek',
      ],
      [
        'Automate repetitive work with the right tools',
        'Tekrarlayan işleri doğru araçlarla otomatikleştirmek',
      ],
    ],
  },
  {
    name: 'Finance',
    weight: 5,
    team: ['finance', 'finans'],
    roles: [
      r('Financial Analyst', 'Finansal Analist', ['Financial modelling', 'SQL', 'Python'], {
        lead: ['Lead Financial Analyst', 'Kıdemli Finansal Analist (Takım Lideri)'],
      }),
      r('Finance Manager', 'Finans Müdürü', ['Financial modelling', 'SQL'], {
        manager: true,
        lead: ['Head of Finance', 'Finans Direktörü'],
      }),
      r('Accounting Specialist', 'Muhasebe Uzmanı', ['Financial modelling', 'SQL'], {
        lead: ['Accounting Manager', 'Muhasebe Müdürü'],
      }),
    ],
    responsibilities: [
      [
        'Prepare monthly reports, budgets and cash-flow forecasts',
        'Aylık raporları, bütçeleri ve nakit akışı tahminlerini hazırlamak',
      ],
      [
        'Build the financial model we use in fundraising and board meetings',
        'Yatırım turlarında ve yönetim kurulu toplantılarında kullanılan finansal modeli kurmak',
      ],
      [
        'Work with our accountants on tax, payroll and compliance',
        'Vergi, bordro ve mevzuat uyumu konularında mali müşavirimizle birlikte çalışmak',
      ],
      ['Manage invoicing, collections and payments', 'Faturalama, tahsilat ve ödeme süreçlerini yönetmek'],
      [
        'Support due diligence during investment rounds',
        'Yatırım turlarındaki durum tespiti (due diligence) süreçlerini desteklemek',
      ],
    ],
  },
  {
    name: 'Human resources',
    weight: 4,
    team: ['people', 'insan kaynakları'],
    roles: [
      r('Talent Acquisition Specialist', 'İşe Alım Uzmanı', ['Sales', 'Digital marketing'], {
        lead: ['Talent Acquisition Lead', 'İşe Alım Takım Lideri'],
      }),
      r('Technical Recruiter', 'Teknik İşe Alım Uzmanı', ['JavaScript', 'Python', 'Java', 'Sales']),
      r(
        'People Operations Manager',
        'İnsan Kaynakları Yöneticisi',
        ['Financial modelling', 'Product management'],
        {
          manager: true,
          lead: ['Head of People', 'İnsan Kaynakları Direktörü'],
        },
      ),
    ],
    responsibilities: [
      [
        'Run hiring processes end to end, from sourcing to offer',
        'İşe alım süreçlerini aday bulmadan teklif aşamasına kadar uçtan uca yürütmek',
      ],
      [
        'Build a great onboarding experience for new joiners',
        'Yeni katılanlar için iyi bir oryantasyon deneyimi oluşturmak',
      ],
      [
        'Develop our performance, feedback and career processes',
        'Performans, geri bildirim ve kariyer süreçlerini geliştirmek',
      ],
      [
        'Manage payroll, benefits and employee records with our partners',
        'Bordro, yan haklar ve personel kayıtlarını iş ortaklarımızla birlikte yönetmek',
      ],
      [
        'Strengthen our employer brand at universities and events',
        'Üniversitelerde ve etkinliklerde işveren markamızı güçlendirmek',
      ],
    ],
  },
  {
    name: 'Legal',
    weight: 3,
    team: ['legal', 'hukuk'],
    roles: [
      r('Legal Counsel', 'Hukuk Müşaviri', ['Financial modelling', 'Product management'], {
        lead: ['General Counsel', 'Hukuk Direktörü'],
      }),
      r('Compliance Specialist', 'Uyum Uzmanı', ['Financial modelling', 'SQL'], {
        lead: ['Head of Compliance', 'Uyum Direktörü'],
      }),
    ],
    responsibilities: [
      [
        'Draft and review commercial contracts, terms of service and NDAs',
        'Ticari sözleşmeleri, kullanım koşullarını ve gizlilik sözleşmelerini hazırlamak ve incelemek',
      ],
      [
        'Keep the company compliant with KVKK, GDPR and the rules of our sector',
        'Şirketin KVKK, GDPR ve sektör düzenlemelerine uyumunu sağlamak',
      ],
      [
        'Support investment rounds, shareholder agreements and corporate housekeeping',
        'Yatırım turlarını, pay sahipleri sözleşmelerini ve şirket işlemlerini desteklemek',
      ],
      [
        'Advise teams on the legal risks of new products and markets',
        'Yeni ürün ve pazarlardaki hukuki riskler konusunda ekiplere danışmanlık vermek',
      ],
      ['Work with outside law firms when needed', 'Gerektiğinde dış hukuk bürolarıyla koordinasyon sağlamak'],
    ],
  },
];

const SENIORITY: ReadonlyArray<{ value: Seniority; weight: number }> = [
  { value: 'intern', weight: 5 },
  { value: 'junior', weight: 18 },
  { value: 'mid', weight: 37 },
  { value: 'senior', weight: 30 },
  { value: 'lead', weight: 10 },
];
/** Where a seniority's wages sit in the band of the currency (0 = bottom, 1 = top). */
const BAND: Record<Seniority, [number, number]> = {
  intern: [0, 0.05],
  junior: [0, 0.25],
  mid: [0.2, 0.5],
  senior: [0.45, 0.8],
  lead: [0.7, 1],
};
const EXPERIENCE: Record<Seniority, Pair> = {
  intern: [
    'Currently studying or recently graduated in a related field',
    'İlgili bir bölümde öğrenci ya da yeni mezun olmak',
  ],
  junior: ['Up to 2 years of experience in a similar role', 'Benzer bir pozisyonda en fazla 2 yıl deneyim'],
  mid: ['At least 3 years of experience in a similar role', 'Benzer bir pozisyonda en az 3 yıl deneyim'],
  senior: ['5+ years of experience in a similar role', 'Benzer bir pozisyonda 5 yıl ve üzeri deneyim'],
  lead: ['7+ years of experience, including leading a team', 'Ekip yönetimi dahil 7 yıl ve üzeri deneyim'],
};
const ABOUT: readonly Pair[] = [
  [
    'We are a small, ambitious team building products our customers use every day.',
    'Müşterilerimizin her gün kullandığı ürünler geliştiren küçük ve iddialı bir ekibiz.',
  ],
  [
    'We have found product–market fit and are growing fast; this role will shape how we scale.',
    'Ürün–pazar uyumunu yakaladık ve hızla büyüyoruz; bu rol nasıl ölçekleneceğimizi doğrudan etkileyecek.',
  ],
  [
    'You will work directly with the founders and have real ownership from the first week.',
    'Kurucularla doğrudan çalışacak ve ilk haftadan itibaren gerçek sorumluluk alacaksın.',
  ],
  [
    'Our customers range from small businesses to large enterprises in Türkiye and abroad.',
    'Müşterilerimiz Türkiye’de ve yurt dışında küçük işletmelerden büyük kurumlara uzanıyor.',
  ],
];
const PERKS: readonly Pair[] = [
  [
    'We offer private health insurance, a yearly learning budget and flexible hours.',
    'Özel sağlık sigortası, yıllık eğitim bütçesi ve esnek çalışma saatleri sunuyoruz.',
  ],
  [
    'Meal card, home-office support and a new laptop from day one.',
    'Yemek kartı, ev ofis desteği ve ilk günden yeni bir dizüstü bilgisayar.',
  ],
  [
    'Quarterly team gatherings, a birthday day off and a conference budget.',
    'Üç ayda bir ekip buluşmaları, doğum gününde izin ve konferans bütçesi.',
  ],
];
const EXTRA_REQUIREMENTS: readonly Pair[] = [
  [
    'Comfortable working in a fast-moving startup environment',
    'Hızlı tempolu bir girişim ortamında çalışmaktan keyif almak',
  ],
  [
    'A degree in a related field or equivalent experience',
    'İlgili bir bölümden mezuniyet ya da eşdeğer deneyim',
  ],
  ['Good written and spoken English', 'İyi derecede yazılı ve sözlü İngilizce'],
];
/** Euro-area countries (ISO 3166 numeric): their startups pay in EUR, other non-Turkish ones in USD. */
const EURO_AREA = new Set([
  40, 56, 191, 196, 233, 246, 250, 276, 300, 372, 380, 428, 440, 442, 470, 528, 620, 703, 705, 724,
]);
/** Wage bands per currency: [low, high] per month (TRY) or per year (USD, EUR). */
const TRY_MONTHLY: [number, number] = [40_000, 150_000];
const YEARLY: [number, number] = [50_000, 180_000];
const DAY = 86_400_000;

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const round = (value: number, step: number) => Math.round(value / step) * step;
const nameOfType = (list: 'skill' | 'softSkill' | 'jobWorkingPlan', id: number, lang: Lang) => {
  const item = TYPE_LISTS.find((c) => c.key === list)!.items[(id % 1000) - 1]!;
  return lang === 'tr' ? item[1] : item[0];
};
/** The English article of a title: "an" before a vowel sound ("an iOS Developer", "an SEO Lead"). */
const articleOf = (title: string) => (/^([AEIO]|SEO\b)/i.test(title) ? 'an' : 'a');
/** "A, B and C" / "A, B ve C". */
const listOf = (names: string[], lang: Lang) =>
  names.length < 2
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} ${lang === 'tr' ? 've' : 'and'} ${names.at(-1)}`;

/** The title of `role` at `level` in `lang`. */
function titleOf(role: Role, level: Seniority, lang: Lang): string {
  const i = lang === 'tr' ? 1 : 0;
  const base = role.title[i];
  switch (level) {
    case 'intern':
      return lang === 'tr' ? `Stajyer ${base}` : `${base} Intern`;
    case 'junior':
      return `Junior ${base}`;
    case 'mid':
      return base;
    case 'senior':
      return lang === 'tr' ? `Kıdemli ${base}` : `Senior ${base}`;
    case 'lead':
      return role.lead?.[i] ?? (lang === 'tr' ? `Kıdemli ${base} (Takım Lideri)` : `Lead ${base}`);
  }
}

/** Reads `count` ids from the jobs sequence, ascending. */
async function reserveJobIds(db: Db, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('jobs', 'id'))::int as id from generate_series(1, ${count})`,
  )) as unknown;
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    id: number;
  }>;
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/**
 * Generates the sample jobs of the generated, visible startups that have a country and a city of
 * that country, into `db` (in chunks of 1,000 rows). Needs the reference data and the startups.
 * Output: `{ jobs }`, the number of jobs written.
 */
export async function generateJobs(db: Db, options: GenerateJobsOptions = {}): Promise<{ jobs: number }> {
  const faker = new Faker({ locale: [tr, en, base], seed: options.seed ?? 20261121 });
  const today = options.today ?? todayUtc();
  const hiringShare = Math.max(0, Math.min(1, options.hiringShare ?? 0.4));
  const minJobs = Math.max(1, Math.floor(options.perStartup?.min ?? 1));
  const maxJobs = Math.max(minJobs, Math.floor(options.perStartup?.max ?? 3));

  const hiring = await db
    .select({
      id: startups.id,
      name: startups.name,
      countryId: startups.countryId,
      cityId: startups.cityId,
      cityEn: cities.nameEn,
      cityTr: cities.nameTr,
    })
    .from(startups)
    // The inner join keeps only cities of the startup's country (the job's place rule).
    .innerJoin(cities, and(eq(cities.id, startups.cityId), eq(cities.countryId, startups.countryId)))
    .where(and(eq(startups.source, 'generated'), eq(startups.isVisible, true), isNotNull(startups.countryId)))
    .orderBy(asc(startups.id));

  const professions = PROFESSIONS.map((p) => ({ value: p, weight: p.weight }));
  const softSkills = typeIdsOf('softSkill');
  const [onSite, remote, hybrid] = ['On-site', 'Remote', 'Hybrid'].map((n) =>
    typeIdByName('jobWorkingPlan', n),
  ) as [number, number, number];
  const employment = (name: string) => typeIdByName('employmentType', name);
  const payPlan = (name: 'Hourly' | 'Monthly' | 'Yearly') => typeIdByName('payPlan', name);

  const rows: Array<Omit<typeof jobs.$inferInsert, 'id' | 'seoUrl'>> = [];
  const now = Date.now();
  for (const startup of hiring) {
    if (!faker.datatype.boolean({ probability: hiringShare })) continue;
    const turkish = startup.countryId === TURKEY_ID;
    const lang: Lang = turkish && faker.datatype.boolean({ probability: 0.35 }) ? 'tr' : 'en';
    const currency = turkish ? 'TRY' : EURO_AREA.has(startup.countryId!) ? 'EUR' : 'USD';
    const city = lang === 'tr' ? startup.cityTr : startup.cityEn;
    const titles = new Set<string>();
    const count = faker.number.int({ min: minJobs, max: maxJobs });
    for (let j = 0; j < count; j += 1) {
      // One posting per title and startup: a repeat draws again (a few times at most).
      let profession = faker.helpers.weightedArrayElement(professions);
      let role = faker.helpers.arrayElement(profession.roles);
      let level = faker.helpers.weightedArrayElement(SENIORITY);
      for (let attempt = 0; attempt < 4 && titles.has(titleOf(role, level, lang)); attempt += 1) {
        profession = faker.helpers.weightedArrayElement(professions);
        role = faker.helpers.arrayElement(profession.roles);
        level = faker.helpers.weightedArrayElement(SENIORITY);
      }
      if (role.manager && (level === 'intern' || level === 'junior')) level = 'mid';
      const title = titleOf(role, level, lang);
      titles.add(title);

      const technicalSkillIds = faker.helpers
        .arrayElements(role.skills, { min: 2, max: Math.min(5, role.skills.length) })
        .map((name) => typeIdByName('skill', name))
        .sort((a, b) => a - b);
      const socialSkillIds = faker.helpers
        .arrayElements(softSkills, { min: 0, max: 2 })
        .sort((a, b) => a - b);
      const firstPlan = faker.helpers.weightedArrayElement([
        { value: hybrid, weight: 45 },
        { value: onSite, weight: 35 },
        { value: remote, weight: 20 },
      ]);
      const workingPlanIds = [
        firstPlan,
        ...(faker.helpers.maybe(
          () => [faker.helpers.arrayElement([onSite, remote, hybrid].filter((p) => p !== firstPlan))],
          {
            probability: 0.3,
          },
        ) ?? []),
      ].sort((a, b) => a - b);

      const employmentType =
        level === 'intern'
          ? 'Internship'
          : faker.helpers.weightedArrayElement([
              { value: 'Full-time', weight: 85 },
              { value: 'Part-time', weight: 6 },
              { value: 'Contract', weight: 5 },
              { value: 'Freelance', weight: 4 },
            ]);
      const plan: 'Hourly' | 'Monthly' | 'Yearly' =
        employmentType === 'Internship'
          ? 'Monthly'
          : employmentType === 'Part-time' || employmentType === 'Freelance'
            ? faker.helpers.weightedArrayElement([
                { value: 'Hourly', weight: 60 },
                { value: 'Monthly', weight: 40 },
              ])
            : faker.helpers.weightedArrayElement([
                { value: 'Monthly', weight: turkish ? 85 : 50 },
                { value: 'Yearly', weight: turkish ? 15 : 45 },
                { value: 'Hourly', weight: 5 },
              ]);

      // Wages: where the level sits in the band, then the plan's unit (TRY bands are monthly, others yearly).
      const [bandLow, bandHigh] = turkish ? TRY_MONTHLY : YEARLY;
      const [from, to] = BAND[level];
      const position = faker.number.float({ min: from, max: to });
      const low = bandLow + (bandHigh - bandLow) * position;
      const high = Math.min(bandHigh, low * faker.number.float({ min: 1.15, max: 1.4 }));
      const perPlan = (amount: number) => {
        if (turkish) {
          if (plan === 'Monthly') return round(amount, 1000);
          if (plan === 'Yearly') return round(amount * 12, 10_000);
          return round(amount / 160, 10);
        }
        if (plan === 'Yearly') return round(amount, 1000);
        if (plan === 'Monthly') return round(amount / 12, 100);
        return round(amount / 2000, 1);
      };
      const wage = faker.helpers.weightedArrayElement([
        { value: 'range', weight: 75 },
        { value: 'min', weight: 5 },
        { value: 'none', weight: 20 },
      ]);
      const minWage = wage === 'none' ? null : perPlan(low);
      const maxWage = wage === 'range' ? Math.max(minWage!, perPlan(high)) : null;

      // Shares (percent): now and then, more often for senior people; never for interns.
      const offersShares =
        level !== 'intern' &&
        faker.datatype.boolean({ probability: level === 'senior' || level === 'lead' ? 0.3 : 0.08 });
      const minShare = offersShares ? faker.number.float({ min: 0.1, max: 1, fractionDigits: 2 }) : null;
      const maxShare =
        minShare === null
          ? null
          : Math.min(2, Math.round((minShare + faker.number.float({ min: 0.1, max: 1 })) * 20) / 20);

      // Dates: about 10% expired (published 31–60 days ago), the rest open today.
      const expired = faker.datatype.boolean({ probability: 0.1 });
      let publishedOn: string;
      let expiresOn: string;
      if (expired) {
        const expiredAgo = faker.number.int({ min: 1, max: 29 });
        expiresOn = addDays(today, -expiredAgo);
        publishedOn = addDays(expiresOn, -faker.number.int({ min: 30, max: 60 - expiredAgo }));
      } else {
        const publishedAgo = faker.number.int({ min: 0, max: 59 });
        publishedOn = addDays(today, -publishedAgo);
        expiresOn = addDays(publishedOn, faker.number.int({ min: Math.max(30, publishedAgo + 1), max: 90 }));
      }
      const createdAt = new Date(
        Math.min(
          now,
          Date.parse(`${publishedOn}T00:00:00Z`) + faker.number.int({ min: 7, max: 18 }) * 3_600_000,
        ),
      );

      const t = lang === 'tr' ? 1 : 0;
      const plans = listOf(
        workingPlanIds.map((id) => nameOfType('jobWorkingPlan', id, lang)),
        lang,
      );
      const description = [
        lang === 'tr'
          ? `${startup.name}, ${city} ofisindeki ${profession.team[1]} ekibi için ${title} arıyor.`
          : `${startup.name} is hiring ${articleOf(title)} ${title} for our ${profession.team[0]} team in ${city}.`,
        faker.helpers.arrayElement(ABOUT)[t],
        lang === 'tr' ? `Çalışma modeli: ${plans}.` : `Working model: ${plans}.`,
        ...(minShare !== null
          ? [
              lang === 'tr'
                ? 'Pozisyon hisse opsiyonu içerir.'
                : 'The role comes with an equity (share) package.',
            ]
          : []),
        faker.helpers.arrayElement(PERKS)[t],
      ].join('\n');
      const responsibilities = faker.helpers
        .arrayElements(profession.responsibilities, { min: 3, max: 4 })
        .map((line) => `- ${line[t]}`)
        .join('\n');
      const skillNames = technicalSkillIds.map((id) => nameOfType('skill', id, lang));
      const softNames = socialSkillIds.map((id) => nameOfType('softSkill', id, lang).toLocaleLowerCase(lang));
      const requirements = [
        EXPERIENCE[level][t],
        lang === 'tr'
          ? `${listOf(skillNames, lang)} konularında uygulamalı deneyim`
          : `Hands-on experience with ${listOf(skillNames, lang)}`,
        ...(softNames.length
          ? [
              lang === 'tr'
                ? `Güçlü ${listOf(softNames, lang)} becerileri`
                : `Strong ${listOf(softNames, lang)} skills`,
            ]
          : []),
        ...faker.helpers.arrayElements(EXTRA_REQUIREMENTS, { min: 1, max: 2 }).map((line) => line[t]),
      ]
        .map((line) => `- ${line}`)
        .join('\n');

      rows.push({
        startupId: startup.id,
        countryId: startup.countryId!,
        cityId: startup.cityId!,
        professionId: typeIdByName('profession', profession.name),
        payPlanId: payPlan(plan),
        employmentTypeId: employment(employmentType),
        publishedOn,
        expiresOn,
        minWage,
        minWageCurrency: minWage === null ? null : currency,
        maxWage,
        maxWageCurrency: maxWage === null ? null : currency,
        minShare,
        maxShare,
        workingPlanIds,
        technicalSkillIds,
        socialSkillIds,
        title,
        description,
        responsibilities,
        requirements,
        searchText: normalizeSearchText(title, startup.name, description),
        source: 'generated',
        createdByUserId: null,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }

  const ids = await reserveJobIds(db, rows.length);
  await insertInChunks(
    db,
    jobs,
    rows.map((row, i) => ({ ...row, id: ids[i]!, seoUrl: `${slugify(row.title)}-${ids[i]}` })),
  );
  return { jobs: rows.length };
}
