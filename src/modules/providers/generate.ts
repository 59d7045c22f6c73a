/**
 * Deterministic sample service providers (dashboard-and-operations §3 Provider) for the
 * /providers pages: invented Turkish firms, clearly sample data (example.org sites; seeded faker
 * gives the same rows for the same seed), each with one or two service industries and a
 * two-person team whose first member is the founder.
 */
import { Faker, base, en, tr } from '@faker-js/faker';
import type { Db } from '@/server/db/client';
import { normalizeSearchText, slugify } from '@/lib/text';
import { TURKEY_ID } from '@/modules/reference/seed';
import { cityIdsByName } from '@/modules/reference/reference';
import { typeId, typeIdByName } from '@/modules/reference/data/type-lists';
import { providers, providerTeamMembers } from './schema';

const FIRMS: Array<[name: string, slogan: string, industries: string[], city: string]> = [
  ['Kaya Hukuk Bürosu', 'Girişimler için sözleşme ve yatırım hukuku', ['Legal'], 'İstanbul'],
  ['Defter Muhasebe', 'Girişimlere aylık sabit ücretli muhasebe', ['Accounting and tax'], 'Ankara'],
  ['Piksel Tasarım Stüdyosu', 'Marka kimliği ve ürün tasarımı', ['Design and branding'], 'İzmir'],
  [
    'Kod Atölyesi',
    'MVP’den ölçeklenmeye yazılım ekibi',
    ['Software development', 'Cloud and hosting'],
    'İstanbul',
  ],
  ['Büyüme Laboratuvarı', 'Performans pazarlaması ve büyüme deneyleri', ['Marketing and growth'], 'İstanbul'],
  ['Kalkan Siber', 'Sızma testleri ve güvenlik denetimi', ['Cybersecurity'], 'Ankara'],
  ['Patent Evi', 'Patent, marka ve tasarım tescili', ['Intellectual property and patents', 'Legal'], 'Bursa'],
  [
    'Teşvik Rehberi',
    'TÜBİTAK ve KOSGEB başvurularında danışmanlık',
    ['Grants and incentives consulting'],
    'Kocaeli',
  ],
  ['Ortak Masa', 'Esnek ofis ve toplantı odaları', ['Co-working and office space'], 'Eskişehir'],
  ['Yetenek Köprüsü', 'Teknoloji ekipleri için işe alım', ['Human resources and recruiting'], 'İstanbul'],
  ['Söz Çeviri', 'Yatırımcı sunumları için çeviri', ['Translation'], 'Antalya'],
  [
    'Güvence Sigorta Aracılık',
    'Girişimlere özel sigorta paketleri',
    ['Insurance', 'Financial advisory'],
    'İzmir',
  ],
];

/** Inserts the sample providers with their teams; returns how many. */
export async function generateProviders(db: Db, seed = 20261121): Promise<number> {
  const faker = new Faker({ locale: [tr, en, base], seed });
  const cityId = await cityIdsByName(db, TURKEY_ID);
  const inserted = await db
    .insert(providers)
    .values(
      FIRMS.map(([name, slogan, industries, city], i) => ({
        seoUrl: slugify(name),
        name,
        slogan,
        email: `merhaba@${slugify(name)}.example.org`,
        website: `https://www.${slugify(name)}.example.org`,
        foundationYear: 2008 + (i % 15),
        companySizeId: typeId('employeeCount', 1 + (i % 3)),
        countryId: TURKEY_ID,
        cityId: cityId.get(city) ?? null,
        description: `${name}: ${slogan.toLocaleLowerCase('tr')}. ${city} merkezli, Türkiye genelinde girişimlere hizmet verir.`,
        address: `${faker.location.street()} No:${faker.number.int({ min: 1, max: 90 })}, ${city}`,
        serviceIndustryIds: industries.map((n) => typeIdByName('serviceIndustry', n)),
        searchText: normalizeSearchText(name, slogan),
        source: 'generated',
        // Newest first on the list: creation times spread over the last year.
        createdAt: new Date(Date.UTC(2025, 11, 1) + i * 23 * 86_400_000),
      })),
    )
    .returning({ id: providers.id });
  await db.insert(providerTeamMembers).values(
    inserted.flatMap(({ id }) =>
      [0, 1].map((k) => ({
        providerId: id,
        name: faker.person.firstName(),
        surname: faker.person.lastName(),
        title:
          k === 0 ? 'Kurucu ortak' : faker.helpers.arrayElement(['Danışman', 'Proje yöneticisi', 'Uzman']),
        isFounder: k === 0,
        sortOrder: k,
      })),
    ),
  );
  return inserted.length;
}
