/** Word lists of the deterministic ecosystem generator (fictional names, Turkish and English text). */

/** One tagline pair per startupSector item, in list order. */
export const SECTOR_PHRASES: ReadonlyArray<{ en: string; tr: string }> = [
  { en: 'Instant payments and open banking for small businesses', tr: 'Küçük işletmeler için anlık ödeme ve açık bankacılık' },
  { en: 'An e-commerce platform that ships from local sellers in hours', tr: 'Yerel satıcılardan saatler içinde teslimat yapan e-ticaret platformu' },
  { en: 'Cloud ERP and accounting software for growing companies', tr: 'Büyüyen şirketler için bulut tabanlı ERP ve muhasebe yazılımı' },
  { en: 'Remote patient monitoring for chronic diseases', tr: 'Kronik hastalıklar için uzaktan hasta takibi' },
  { en: 'Adaptive learning for high-school students', tr: 'Lise öğrencileri için uyarlanabilir öğrenme' },
  { en: 'Casual mobile games played by millions', tr: 'Milyonların oynadığı hafif mobil oyunlar' },
  { en: 'Shared electric scooters and smart transit', tr: 'Paylaşımlı elektrikli scooter ve akıllı ulaşım' },
  { en: 'Same-day delivery and route optimization', tr: 'Aynı gün teslimat ve rota optimizasyonu' },
  { en: 'Precision farming with soil sensors', tr: 'Toprak sensörleriyle hassas tarım' },
  { en: 'Healthy ready meals from local kitchens', tr: 'Yerel mutfaklardan sağlıklı hazır yemekler' },
  { en: 'Rooftop solar and energy storage as a service', tr: 'Hizmet olarak çatı üstü güneş enerjisi ve depolama' },
  { en: 'Podcasts and streaming for Turkish audiences', tr: 'Türkçe içerik için podcast ve yayın platformu' },
  { en: 'Programmatic advertising for local brands', tr: 'Yerel markalar için programatik reklam' },
  { en: 'AI-assisted hiring for tech teams', tr: 'Teknoloji ekipleri için yapay zekâ destekli işe alım' },
  { en: 'Digital property management and rentals', tr: 'Dijital mülk yönetimi ve kiralama' },
  { en: 'Boutique hotel bookings along the Aegean coast', tr: 'Ege kıyısında butik otel rezervasyonu' },
  { en: 'A community app for neighbourhoods', tr: 'Mahalleler için topluluk uygulaması' },
  { en: 'Developer tools for testing mobile apps', tr: 'Mobil uygulamaları test etmek için geliştirici araçları' },
  { en: 'Threat detection for banks and fintechs', tr: 'Bankalar ve fintekler için tehdit tespiti' },
  { en: 'Industrial IoT for smart factories', tr: 'Akıllı fabrikalar için endüstriyel IoT' },
  { en: 'Contract automation for law firms', tr: 'Hukuk büroları için sözleşme otomasyonu' },
  { en: 'Usage-based car insurance', tr: 'Kullanıma dayalı kasko sigortası' },
  { en: 'A marketplace for handmade goods', tr: 'El yapımı ürünler için pazaryeri' },
  { en: 'Business intelligence dashboards for retailers', tr: 'Perakendeciler için iş zekâsı panoları' },
  { en: 'Secure team messaging and video calls', tr: 'Güvenli ekip mesajlaşması ve görüntülü görüşme' },
  { en: 'Circular fashion and second-hand clothing', tr: 'Döngüsel moda ve ikinci el giyim' },
  { en: 'Wearables for amateur athletes', tr: 'Amatör sporcular için giyilebilir cihazlar' },
  { en: 'Rapid diagnostics with synthetic biology', tr: 'Sentetik biyolojiyle hızlı tanı' },
  { en: 'Autonomous drones for inspection', tr: 'Denetim için otonom insansız hava araçları' },
  { en: 'Smart shelves and checkout-free stores', tr: 'Akıllı raflar ve kasasız mağazalar' },
  { en: 'Impact platform connecting volunteers and NGOs', tr: 'Gönüllüleri ve STK’ları buluşturan sosyal etki platformu' },
];

export const NAME_PREFIXES = [
  'Akıllı', 'Yeşil', 'Dijital', 'Bulut', 'Hızlı', 'Mavi', 'Veri', 'Pazar', 'Şirket', 'Güneş', 'Yıldız', 'Çınar',
  'Ada', 'Deniz', 'Kuzey', 'Atlas', 'Nova', 'Peak', 'Smart', 'Open', 'Blue', 'Bright', 'Kod', 'Ağ', 'Işık', 'Öncü',
  'Usta', 'Göktürk', 'Ege', 'Toros',
] as const;
export const NAME_ROOTS = [
  'Öde', 'Lojistik', 'Sağlık', 'Tarım', 'Enerji', 'Eğitim', 'Robotik', 'Yazılım', 'Analitik', 'Pay', 'Cargo', 'Med',
  'Learn', 'Farm', 'Grid', 'Soft', 'Data', 'Mart', 'Hub', 'Lab', 'Kargo', 'Finans', 'Sigorta', 'Mobil', 'Oyun',
  'Moda', 'Gıda', 'Emlak', 'Tur', 'Güvenlik', 'Bilişim', 'Sense', 'Flow', 'Link', 'Bot', 'Chain', 'Cell', 'Wave',
  'Ray', 'Kent',
] as const;
export const NAME_SUFFIXES = ['Teknoloji', 'Labs', 'AI', 'Tech', 'Studio', 'Works', 'Net', 'Platform'] as const;

/** Fictional Turkish investors of the generated ecosystem. */
export const INVESTOR_NAMES = [
  'Boğaz Ventures', 'Anadolu Capital', 'Galata Seed Partners', 'Kapadokya Angels', 'Ege Girişim Sermayesi',
  'Marmara Ventures', 'Karadeniz Capital', 'Toros Growth Fund', 'İstanbul Erken Aşama Fonu', 'Ankara Teknoloji Yatırım',
  'Ayşe Demir', 'Mehmet Yıldız', 'Zeynep Kaya', 'Emre Çelik', 'Elif Şahin', 'Can Öztürk', 'Selin Arslan', 'Burak Aydın',
  'Yeni Nesil CVC', 'Sanayi Kurumsal Girişim', 'Kuzey Melek Ağı', 'Güney Melek Ağı', 'Bosphorus Tech Fund',
  'Levent Ventures', 'Maslak Capital', 'Teknopark Yatırım Ortaklığı', 'Fintek Fonu', 'Sağlık Teknolojileri Fonu',
  'Tarım Girişim Fonu', 'Oyun Yatırım Ortakları', 'Deniz Aksoy', 'Cem Yılmaz Yatırım', 'Ece Koç', 'Kerem Uslu',
  'Anka Ventures', 'Çınar Capital', 'Efes Partners', 'Lale Ventures', 'Kartal Growth', 'Pusula Yatırım',
] as const;
