/**
 * Sample organization patents (issue 18 §3) for the sample tech centers of
 * src/modules/organizations/generate.ts: sixteen inventions dealt round them, with every D §3 field (name,
 * application numbers, inventor, value, TRL, needs, problem solved, protection dates,
 * technological advantage, sectors, target markets, market size). Invented, like their owners
 * (seeded faker: the same seed gives the same rows); real organizations (the `reference`
 * institutions, investors) get none. Protection runs 20 years from the filing date, as a patent
 * does. Startup patents come with the generated startups (src/modules/startups/generate.ts).
 */
import { Faker, tr, en, base } from '@faker-js/faker';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { insertInChunks } from '@/server/db/batch';
import { typeIdsOf } from '@/modules/reference/data/type-lists';
import { organizationPatents, organizations } from '@/modules/organizations/schema';

/** Invention titles (Turkish, as filed at TÜRKPATENT) with the problem each solves. */
const INVENTIONS: Array<[title: string, problem: string, advantage: string]> = [
  [
    'Toprak nemine göre kendini ayarlayan akıllı sulama vanası',
    'Tarımsal sulamada suyun yarısına yakını gereğinden fazla verilerek boşa gidiyor.',
    'Vana, kablosuz nem sensörlerinden gelen veriye göre debiyi kendisi ayarlar; enerjisini güneş panelinden alır.',
  ],
  [
    'Lityum iyon bataryalar için faz değiştiren malzemeli soğutma modülü',
    'Elektrikli araç bataryaları hızlı şarjda ısınarak ömür kaybediyor.',
    'Pasif soğutma, fan ve pompa gerektirmeden sıcaklık tepelerini 8 °C düşürür.',
  ],
  [
    'Görüntü işleme ile tekstil kumaşında hata tespit sistemi',
    'Kumaş hataları elle kontrolde gözden kaçıyor ve iade maliyeti doğuruyor.',
    'Dokuma hızında çalışan kamera ve model, hataları metre bazında işaretler.',
  ],
  [
    'Zeytin karasuyundan polifenol geri kazanım yöntemi',
    'Zeytinyağı üretiminin atık suyu toprağı ve suyu kirletiyor.',
    'Membran süzme ile atıktan değerli antioksidan elde edilir, arıtma yükü azalır.',
  ],
  [
    'Hastane yataklarında basınç yarası önleyen akıllı şilte',
    'Uzun süre yatan hastalarda basınç yaraları tedavi süresini uzatıyor.',
    'Hava hücreleri basınç haritasına göre sırayla şişip iner; hemşireye uyarı gönderir.',
  ],
  [
    'Düşük maliyetli tek kullanımlık kağıt tabanlı glukoz sensörü',
    'Kırsal bölgelerde kan şekeri ölçümü pahalı cihazlara bağlı.',
    'Kağıt şerit ve telefon kamerası ile ölçüm yapılır, cihaz gerekmez.',
  ],
  [
    'Deprem sonrası enkaz altında cep telefonu sinyali bulan drone sistemi',
    'Enkaz altındaki kişilerin yeri ilk saatlerde belirlenemiyor.',
    'Drone, telefonların yaydığı sinyalleri üçgenleme ile metre doğruluğunda konumlar.',
  ],
  [
    'Fındık kabuğundan aktif karbon üretim yöntemi',
    'Fındık kabuğu yakılarak değerlendiriliyor, katma değeri düşük.',
    'Düşük sıcaklıkta aktivasyon, su arıtmada kullanılan karbonu daha az enerjiyle üretir.',
  ],
  [
    'Güneş paneli yüzeyini susuz temizleyen elektrostatik kaplama',
    'Tozlanan paneller kurak bölgelerde verimin dörtte birini kaybediyor.',
    'Şeffaf kaplama tozu elektrik alanıyla iter; su ve bakım ekibi gerekmez.',
  ],
  [
    'Çağrı merkezleri için Türkçe duygu analizi yapan konuşma modeli',
    'Müşteri memnuniyetsizliği görüşme bitmeden fark edilemiyor.',
    'Model, Türkçe konuşmayı anlık çözümler ve temsilciye öneri sunar.',
  ],
  [
    'Biyobozunur mantar miselinden ambalaj köpüğü',
    'Strafor ambalaj yüzlerce yıl doğada kalıyor.',
    'Tarım atığı üzerinde yetiştirilen misel, 45 günde toprağa karışır.',
  ],
  [
    'Endüstriyel motorlarda titreşimle arıza öngören kablosuz sensör',
    'Beklenmeyen motor arızaları üretim hatlarını günlerce durduruyor.',
    'Sensör, titreşim imzasındaki değişimi arızadan haftalar önce bildirir.',
  ],
  [
    'Sütte antibiyotik kalıntısını beş dakikada ölçen hızlı test kiti',
    'Antibiyotikli süt, laboratuvar sonucu beklenirken tankerlere karışıyor.',
    'Çiftlikte, cihazsız ve beş dakikada sonuç veren test.',
  ],
  [
    'Yapay zekâ destekli diş röntgeni çürük tespit yazılımı',
    'Başlangıç evresindeki çürükler röntgende gözden kaçabiliyor.',
    'Model, şüpheli bölgeleri işaretler ve hekime ikinci görüş sunar.',
  ],
  [
    'Atık ısıdan elektrik üreten termoelektrik jeneratör modülü',
    'Sanayi fırınlarının bacasından büyük miktarda ısı boşa atılıyor.',
    'Hareketli parçası olmayan modül, baca gazından doğrudan elektrik üretir.',
  ],
  [
    'Görme engelliler için titreşimli yön bulma bilekliği',
    'Görme engelliler kapalı alanlarda yön bulmakta zorlanıyor.',
    'Bileklik, iç mekân işaretçileriyle yönü titreşim desenleriyle anlatır.',
  ],
];

/** Creates the sample organizations' patents (none without sample tech centers); returns a summary line. */
export async function seedOrganizationPatents(db: Db, seed = 20261127): Promise<string> {
  const faker = new Faker({ locale: [tr, en, base], seed });
  const owners = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(eq(organizations.source, 'generated'), like(organizations.website, 'https://www.%.example.org')),
    )
    .orderBy(asc(organizations.id));
  const sectors = typeIdsOf('startupSector');
  const needs = typeIdsOf('patentNeed');
  const markets = typeIdsOf('targetMarket');
  // Each invention once, dealt round the sample tech centers in turn.
  const rows = owners.length
    ? INVENTIONS.map(([name, problemSolved, technologicalAdvantage], i) => {
        const organizationId = owners[i % owners.length]!.id;
        const sortOrder = Math.floor(i / owners.length);
        const year = faker.number.int({ min: 2016, max: 2025 });
        const filed = `${year}-${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}-${String(faker.number.int({ min: 1, max: 28 })).padStart(2, '0')}`;
        const numbers = [`TR ${year}/${faker.string.numeric(5)}`];
        if (faker.datatype.boolean(0.35)) numbers.push(`PCT/TR${year}/${faker.string.numeric(6)}`);
        const currency = faker.helpers.arrayElement(['TRY', 'USD', 'EUR']);
        const scale = currency === 'TRY' ? 30 : 1;
        return {
          organizationId,
          name,
          applicationNumbers: numbers,
          inventorName: `${faker.helpers.arrayElement(['Prof. Dr. ', 'Doç. Dr. ', 'Dr. ', ''])}${faker.person.fullName()}`,
          value: faker.number.int({ min: 5, max: 400 }) * 5_000 * scale,
          valueCurrency: currency,
          trl: faker.number.int({ min: 2, max: 9 }),
          needIds: faker.helpers.arrayElements(needs, { min: 1, max: 2 }),
          needsDescription: faker.helpers.arrayElement([
            'Seri üretime geçmek için üretim ortağı arıyoruz.',
            'Patenti lisanslayacak ve pazara taşıyacak bir şirketle çalışmak istiyoruz.',
            'Saha pilotu ve ilk müşteriler için yatırım arıyoruz.',
          ]),
          problemSolved,
          protectionStartDate: filed,
          protectionEndDate: `${year + 20}${filed.slice(4)}`,
          technologicalAdvantage,
          sectorIds: faker.helpers.arrayElements(sectors, { min: 1, max: 2 }),
          targetMarketIds: faker.helpers.arrayElements(markets, { min: 1, max: 3 }),
          marketSize: faker.number.int({ min: 2, max: 90 }) * 10_000_000,
          marketSizeCurrency: 'USD',
          sortOrder,
        };
      })
    : [];
  await insertInChunks(db, organizationPatents, rows);
  return `${rows.length} patents of ${owners.length} sample tech centers`;
}
