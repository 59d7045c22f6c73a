/**
 * The static tables of the sample-job generator (generate.ts; issue 15 §2 "Generated jobs in the
 * seed for the generated startups"): per profession (English name of the `profession` list), its
 * weight, its team and its roles — a title in English and Turkish ("Backend Engineer" /
 * "Backend Geliştirici"), the English names of the `skill` items the role asks for, the lead
 * level's own title ("Head of Product") and whether it is a manager's role — with responsibility
 * lines in both languages; the seniority levels with their weights, where each level's wages sit
 * in the band and its experience line; the "about us", perks and extra requirement lines; the
 * euro-area countries and the wage bands (monthly 40,000–150,000 TRY; yearly 50,000–180,000 USD or
 * EUR).
 *
 * Texts are plain (no HTML). Changing any entry, its order or a weight changes the generated jobs
 * for the same seed.
 */

export type Pair = readonly [en: string, tr: string];
export type Seniority = 'intern' | 'junior' | 'mid' | 'senior' | 'lead';

export interface Role {
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

export const PROFESSIONS: readonly Profession[] = [
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

export const SENIORITY: ReadonlyArray<{ value: Seniority; weight: number }> = [
  { value: 'intern', weight: 5 },
  { value: 'junior', weight: 18 },
  { value: 'mid', weight: 37 },
  { value: 'senior', weight: 30 },
  { value: 'lead', weight: 10 },
];
/** Where a seniority's wages sit in the band of the currency (0 = bottom, 1 = top). */
export const BAND: Record<Seniority, [number, number]> = {
  intern: [0, 0.05],
  junior: [0, 0.25],
  mid: [0.2, 0.5],
  senior: [0.45, 0.8],
  lead: [0.7, 1],
};
export const EXPERIENCE: Record<Seniority, Pair> = {
  intern: [
    'Currently studying or recently graduated in a related field',
    'İlgili bir bölümde öğrenci ya da yeni mezun olmak',
  ],
  junior: ['Up to 2 years of experience in a similar role', 'Benzer bir pozisyonda en fazla 2 yıl deneyim'],
  mid: ['At least 3 years of experience in a similar role', 'Benzer bir pozisyonda en az 3 yıl deneyim'],
  senior: ['5+ years of experience in a similar role', 'Benzer bir pozisyonda 5 yıl ve üzeri deneyim'],
  lead: ['7+ years of experience, including leading a team', 'Ekip yönetimi dahil 7 yıl ve üzeri deneyim'],
};
export const ABOUT: readonly Pair[] = [
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
export const PERKS: readonly Pair[] = [
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
export const EXTRA_REQUIREMENTS: readonly Pair[] = [
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
export const EURO_AREA = new Set([
  40, 56, 191, 196, 233, 246, 250, 276, 300, 372, 380, 428, 440, 442, 470, 528, 620, 703, 705, 724,
]);
/** Wage bands per currency: [low, high] per month (TRY) or per year (USD, EUR). */
export const TRY_MONTHLY: [number, number] = [40_000, 150_000];
export const YEARLY: [number, number] = [50_000, 180_000];
