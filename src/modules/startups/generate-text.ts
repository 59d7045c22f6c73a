/**
 * Taglines and descriptions of generated sample startups (issue 13 §3), in English and Turkish:
 * a sector's offering, a qualifier, an audience, a city and a few facts with numbers are
 * combined by a seeded faker, so the same seed gives the same texts and no two neighbours in
 * the list read alike. The words are a Turkish ecosystem's (KOBİ, e-fatura, KVKK, Anatolia).
 */
import type { Faker } from '@faker-js/faker';

type Pair = { en: string; tr: string };
const p = (en: string, tr: string): Pair => ({ en, tr });

/** Offerings per startupSector item, in list order (noun phrases without an article). */
const SECTOR_OFFERS: ReadonlyArray<readonly Pair[]> = [
  [
    p('payment links and virtual POS', 'ödeme linki ve sanal POS'),
    p('instant payments and open banking', 'anlık ödeme ve açık bankacılık'),
    p('micro-credit scoring', 'mikro kredi skorlama'),
    p('expense cards and spend management', 'harcama kartları ve gider yönetimi'),
  ],
  [
    p('same-day online grocery', 'aynı gün online market alışverişi'),
    p('storefront builder', 'mağaza kurma aracı'),
    p('cross-border e-export', 'sınır ötesi e-ihracat altyapısı'),
  ],
  [
    p('cloud ERP and accounting', 'ERP ve muhasebe yazılımı'),
    p('field-team management', 'saha ekibi yönetimi'),
    p('e-invoicing and e-archive', 'e-fatura ve e-arşiv çözümü'),
  ],
  [
    p('remote patient monitoring', 'uzaktan hasta takibi'),
    p('online clinic appointments', 'online klinik randevusu'),
    p('radiology triage', 'radyoloji ön değerlendirmesi'),
  ],
  [
    p('adaptive exam preparation', 'uyarlanabilir sınav hazırlığı'),
    p('live coding bootcamps', 'canlı kodlama kampları'),
    p('one-to-one language tutoring', 'birebir dil eğitimi'),
  ],
  [
    p('hyper-casual mobile games', 'hiper-casual mobil oyunlar'),
    p('game analytics SDK', 'oyun analitiği SDK’sı'),
    p('esports tournaments', 'e-spor turnuvaları'),
  ],
  [
    p('shared electric scooters', 'paylaşımlı elektrikli scooter'),
    p('EV charging networks', 'elektrikli araç şarj ağı'),
    p('shuttle route planning', 'servis rotası planlama'),
  ],
  [
    p('last-mile delivery', 'son kilometre teslimat'),
    p('digital freight matching', 'dijital yük eşleştirme'),
    p('warehouse robotics', 'depo robotiği'),
  ],
  [
    p('precision irrigation with soil sensors', 'toprak sensörleriyle hassas sulama'),
    p('farm-to-table marketplace', 'tarladan sofraya pazaryeri'),
    p('greenhouse climate control', 'sera iklim kontrolü'),
  ],
  [
    p('healthy ready meals', 'sağlıklı hazır yemekler'),
    p('restaurant inventory software', 'restoran stok yazılımı'),
    p('plant-based protein', 'bitkisel protein ürünleri'),
  ],
  [
    p('rooftop solar as a service', 'hizmet olarak çatı GES’i'),
    p('energy-efficiency analytics', 'enerji verimliliği analitiği'),
    p('battery storage management', 'batarya depolama yönetimi'),
  ],
  [
    p('Turkish-language podcasts', 'Türkçe podcast yayıncılığı'),
    p('short-form video streaming', 'kısa video yayını'),
    p('digital comics', 'dijital çizgi roman'),
  ],
  [
    p('programmatic advertising', 'programatik reklam'),
    p('influencer campaign management', 'influencer kampanya yönetimi'),
    p('loyalty programmes', 'sadakat programları'),
  ],
  [
    p('skills-based hiring', 'yetkinlik bazlı işe alım'),
    p('payroll and leave management', 'bordro ve izin yönetimi'),
    p('employee wellbeing programmes', 'çalışan esenliği programları'),
  ],
  [
    p('digital rental management', 'dijital kira yönetimi'),
    p('building maintenance apps', 'bina bakım uygulaması'),
    p('property valuation models', 'gayrimenkul değerleme modelleri'),
  ],
  [
    p('boutique hotel bookings', 'butik otel rezervasyonu'),
    p('guided tour marketplace', 'rehberli tur pazaryeri'),
    p('travel expense tracking', 'seyahat masrafı takibi'),
  ],
  [
    p('neighbourhood community app', 'mahalle topluluğu uygulaması'),
    p('alumni network', 'mezun ağı'),
    p('hobby club platform', 'hobi kulübü platformu'),
  ],
  [
    p('mobile app testing', 'mobil uygulama testi'),
    p('API monitoring', 'API izleme'),
    p('feature-flag management', 'özellik bayrağı yönetimi'),
  ],
  [
    p('phishing protection', 'oltalama koruması'),
    p('threat detection', 'tehdit tespiti'),
    p('identity and access management', 'kimlik ve erişim yönetimi'),
  ],
  [
    p('industrial IoT sensors', 'endüstriyel IoT sensörleri'),
    p('smart home devices', 'akıllı ev cihazları'),
    p('predictive maintenance', 'kestirimci bakım'),
  ],
  [
    p('contract automation', 'sözleşme otomasyonu'),
    p('KVKK compliance tools', 'KVKK uyum araçları'),
    p('online legal advice', 'online hukuki danışmanlık'),
  ],
  [
    p('usage-based car insurance', 'kullanıma dayalı kasko'),
    p('digital health insurance', 'dijital sağlık sigortası'),
    p('claims automation', 'hasar süreci otomasyonu'),
  ],
  [
    p('handmade-goods marketplace', 'el yapımı ürün pazaryeri'),
    p('B2B spare-parts marketplace', 'B2B yedek parça pazaryeri'),
    p('second-hand electronics trading', 'ikinci el elektronik alım satımı'),
  ],
  [
    p('business intelligence dashboards', 'iş zekâsı panoları'),
    p('customer data platform', 'müşteri veri platformu'),
    p('demand forecasting', 'talep tahmini'),
  ],
  [
    p('secure team messaging', 'güvenli ekip mesajlaşması'),
    p('call-centre software', 'çağrı merkezi yazılımı'),
    p('WhatsApp customer support', 'WhatsApp müşteri desteği'),
  ],
  [
    p('second-hand clothing', 'ikinci el giyim'),
    p('made-to-measure tailoring', 'ölçüye göre dikim'),
    p('virtual fitting rooms', 'sanal kabin'),
  ],
  [
    p('smart wearables', 'akıllı giyilebilir cihazlar'),
    p('gym membership app', 'spor salonu üyelik uygulaması'),
    p('youth football analytics', 'altyapı futbol analitiği'),
  ],
  [
    p('rapid diagnostic kits', 'hızlı tanı kitleri'),
    p('microbiome testing', 'mikrobiyom testleri'),
    p('enzyme engineering', 'enzim mühendisliği'),
  ],
  [
    p('autonomous inspection drones', 'otonom denetim dronları'),
    p('small-satellite components', 'küçük uydu bileşenleri'),
    p('radar signal processing', 'radar sinyal işleme'),
  ],
  [
    p('smart shelves', 'akıllı raflar'),
    p('checkout-free store technology', 'kasasız mağaza teknolojisi'),
    p('footfall analytics', 'mağaza ziyaretçi analitiği'),
  ],
  [
    p('volunteer matching', 'gönüllü eşleştirme'),
    p('accessible-travel guides', 'engelsiz seyahat rehberleri'),
    p('food-waste redistribution', 'gıda israfını önleme ve bağış'),
  ],
];

/** Lower-case qualifiers put before an offering. */
const QUALIFIERS: readonly Pair[] = [
  p('AI-powered', 'yapay zekâ destekli'),
  p('mobile-first', 'mobil öncelikli'),
  p('cloud-based', 'bulut tabanlı'),
  p('subscription-based', 'abonelik tabanlı'),
  p('affordable', 'uygun fiyatlı'),
  p('real-time', 'gerçek zamanlı'),
  p('end-to-end', 'uçtan uca'),
  p('data-driven', 'veri odaklı'),
  p('easy-to-use', 'kolay kullanımlı'),
  p('all-in-one', 'hepsi bir arada'),
  p('secure', 'güvenli'),
  p('locally built', 'yerli'),
];

/** Who the startup serves ("for …" / "… için"). */
const AUDIENCES: readonly Pair[] = [
  p('small businesses', 'küçük işletmeler'),
  p('SMEs in Anatolia', 'Anadolu’daki KOBİ’ler'),
  p('enterprises', 'büyük kurumlar'),
  p('e-commerce sellers', 'e-ticaret satıcıları'),
  p('family-owned manufacturers', 'aile şirketi üreticiler'),
  p('municipalities', 'belediyeler'),
  p('hospitals and clinics', 'hastane ve klinikler'),
  p('universities', 'üniversiteler'),
  p('restaurants and cafés', 'restoran ve kafeler'),
  p('exporters', 'ihracatçılar'),
  p('freelancers', 'serbest çalışanlar'),
  p('Gen Z', 'Z kuşağı'),
  p('young families', 'genç aileler'),
  p('farmers’ cooperatives', 'tarım kooperatifleri'),
  p('retail chains', 'perakende zincirleri'),
  p('logistics companies', 'lojistik firmaları'),
];

const MILESTONES: ReadonlyArray<(n: string) => Pair> = [
  (n) => p(`signed ${n} business customers`, `${n} kurumsal müşteriyle anlaştı`),
  (n) => p(`reached ${n} monthly active users`, `${n} aylık aktif kullanıcıya ulaştı`),
  (n) => p(`processed ${n} orders`, `${n} siparişi işledi`),
  (n) => p(`onboarded ${n} partner shops`, `${n} iş ortağı mağazayı sisteme kattı`),
];
const EDGES: readonly Pair[] = [
  p('integrations with Turkish banks', 'Türk bankalarıyla hazır entegrasyon'),
  p('e-invoice compliance out of the box', 'kutudan çıktığı gibi e-fatura uyumu'),
  p('support in Turkish, English and Arabic', 'Türkçe, İngilizce ve Arapça destek'),
  p('a patent-pending product', 'patent başvurusu yapılmış ürün'),
  p('pricing in Turkish lira', 'Türk lirası ile fiyatlandırma'),
  p('an offline mode for rural areas', 'kırsal bölgeler için çevrimdışı mod'),
  p('KVKK- and GDPR-compliant data handling', 'KVKK ve GDPR uyumlu veri işleme'),
  p('onboarding in under ten minutes', 'on dakikadan kısa kurulum'),
];
const REGIONS: readonly Pair[] = [
  p('Germany', 'Almanya'),
  p('the Gulf', 'Körfez'),
  p('the Balkans', 'Balkanlar'),
  p('Central Asia', 'Orta Asya'),
  p('the United Kingdom', 'Birleşik Krallık'),
  p('North Africa', 'Kuzey Afrika'),
  p('Azerbaijan', 'Azerbaycan'),
];

const capitalize = (s: string, locale: string) => s.charAt(0).toLocaleUpperCase(locale) + s.slice(1);

/** The Turkish locative of a place name: İstanbul'da, İzmir'de, Gaziantep'te, Kocaeli'nde. */
export function turkishLocative(place: string): string {
  if (place === 'Kocaeli') return 'Kocaeli’nde';
  const vowels = [...place.toLocaleLowerCase('tr')].filter((c) => 'aıoueiöü'.includes(c));
  const back = 'aıou'.includes(vowels.at(-1) ?? 'a');
  const hard = 'çfhkpsşt'.includes(place.at(-1)?.toLocaleLowerCase('tr') ?? '');
  return `${place}’${hard ? 't' : 'd'}${back ? 'a' : 'e'}`;
}

export interface StartupTextInput {
  name: string;
  /** 0-based position of the main sector in the startupSector list. */
  sectorIndex: number;
  /** The city's Turkish name. */
  city: string;
  foundedYear: number;
}

export interface StartupTexts {
  tagline: string;
  taglineTr: string;
  description: string;
  descriptionTr: string;
}

/**
 * A tagline (≤ 160 characters) and a two-to-four sentence description in English and Turkish
 * for one generated startup; draws only from `faker`, so a seeded faker gives the same texts.
 */
export function generateStartupTexts(faker: Faker, input: StartupTextInput): StartupTexts {
  const offers = SECTOR_OFFERS[input.sectorIndex] ?? SECTOR_OFFERS[0]!;
  const offer = faker.helpers.arrayElement(offers);
  const qualifier = faker.helpers.arrayElement(QUALIFIERS);
  const audience = faker.helpers.arrayElement(AUDIENCES);
  const cityLoc = turkishLocative(input.city);
  const taglines: Pair[] = [
    p(
      `${capitalize(qualifier.en, 'en')} ${offer.en} for ${audience.en}`,
      `${capitalize(audience.tr, 'tr')} için ${qualifier.tr} ${offer.tr}`,
    ),
    p(
      `${capitalize(offer.en, 'en')} for ${audience.en}`,
      `${capitalize(audience.tr, 'tr')} için ${offer.tr}`,
    ),
    p(`${capitalize(qualifier.en, 'en')} ${offer.en}`, `${capitalize(qualifier.tr, 'tr')} ${offer.tr}`),
    p(`${capitalize(offer.en, 'en')}, built in ${input.city}`, `${cityLoc} geliştirilen ${offer.tr}`),
  ];
  const tagline = faker.helpers.weightedArrayElement([
    { value: taglines[0]!, weight: 4 },
    { value: taglines[1]!, weight: 3 },
    { value: taglines[2]!, weight: 2 },
    { value: taglines[3]!, weight: 1 },
  ]);

  const count = (min: number, max: number) => faker.number.int({ min, max });
  const en: string[] = [`${input.name} offers ${qualifier.en} ${offer.en} for ${audience.en}.`];
  const tr: string[] = [`${input.name}, ${audience.tr} için ${qualifier.tr} ${offer.tr} sunuyor.`];
  const milestone = faker.helpers.arrayElement(MILESTONES)(String(count(3, 90) * 10));
  switch (faker.number.int({ min: 0, max: 2 })) {
    case 0: {
      const people = count(3, 60);
      en.push(`Founded in ${input.city} in ${input.foundedYear}, the company employs ${people} people.`);
      tr.push(`${input.foundedYear} yılında ${cityLoc} kurulan şirkette ${people} kişi çalışıyor.`);
      break;
    }
    case 1: {
      const cities = count(2, 40);
      en.push(
        `Founded in ${input.foundedYear}, it now works in ${cities} Turkish cities and has ${milestone.en}.`,
      );
      tr.push(
        `${input.foundedYear} yılında kurulan şirket bugün ${cities} ilde çalışıyor ve ${milestone.tr}.`,
      );
      break;
    }
    default:
      en.push(`Since ${input.foundedYear}, the ${input.city}-based team has ${milestone.en}.`);
      tr.push(`${input.city} merkezli ekip, ${input.foundedYear} yılından bu yana ${milestone.tr}.`);
  }
  if (faker.datatype.boolean({ probability: 0.6 })) {
    const edge = faker.helpers.arrayElement(EDGES);
    en.push(`What sets it apart: ${edge.en}.`);
    tr.push(`Farkı: ${edge.tr}.`);
  }
  if (faker.datatype.boolean({ probability: 0.4 })) {
    const region = faker.helpers.arrayElement(REGIONS);
    en.push(`Next up: expansion to ${region.en}.`);
    tr.push(`Sıradaki hedef: ${region.tr} pazarı.`);
  }
  return {
    tagline: tagline.en.slice(0, 160),
    taglineTr: tagline.tr.slice(0, 160),
    description: en.join(' '),
    descriptionTr: tr.join(' '),
  };
}
