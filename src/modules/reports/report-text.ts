/**
 * The words of the two seeded reports in English and Turkish, and their number formats: counts
 * and percents through Intl.NumberFormat in the report's locale, money through lib/format's
 * formatMoney (compact from 1,000,000), dates in UTC. The reports' own copy lives here rather than
 * in the site's message files: it is a document's text, read only by ./report-pdf.ts and
 * ./report-images.ts.
 */
import { formatMoney } from '@/lib/format';
import type { Label } from './report-queries';

export type ReportLocale = 'en' | 'tr';
export type ReportKind = 'ecosystem' | 'investors';

const INTL: Record<ReportLocale, string> = { en: 'en-US', tr: 'tr-TR' };

/** Number, money, percent and date formats of `locale`. */
export function reportFormat(locale: ReportLocale) {
  const counts = new Intl.NumberFormat(INTL[locale], { maximumFractionDigits: 0 });
  const percents = new Intl.NumberFormat(INTL[locale], { style: 'percent', maximumFractionDigits: 1 });
  const decimals = new Intl.NumberFormat(INTL[locale], { maximumFractionDigits: 3 });
  const short = new Intl.NumberFormat(INTL[locale], {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
  const dates = new Intl.DateTimeFormat(INTL[locale], { dateStyle: 'long', timeZone: 'UTC' });
  return {
    count: (n: number) => counts.format(n),
    /** USD amount (units, not cents). */
    usd: (n: number) => formatMoney(Math.round(n), 'USD', locale),
    /** USD amount always compact (`$24K`, `$1.2M`), for chart labels and axes. */
    usdShort: (n: number) => short.format(n),
    /** Percent given as 0–100. */
    percent: (p: number) => percents.format(p / 100),
    decimal: (n: number) => decimals.format(n),
    /** A UTC date (`YYYY-MM-DD` or a Date). */
    date: (d: string | Date) => dates.format(typeof d === 'string' ? new Date(`${d}T00:00:00Z`) : d),
    label: (l: Label) => l[locale],
  };
}
export type ReportFormat = ReturnType<typeof reportFormat>;

const EN = {
  brand: 'Startup Atlas',
  edition: (year: number) => `${year} edition`,
  generated: (date: string) => `Generated on ${date} from the Startup Atlas database`,
  page: (n: number, total: number) => `Page ${n} of ${total}`,
  keyFigures: 'Key figures',
  aboutData: 'About the data',
  sources: 'Sources and licence',
  rest: (n: string, what: 'cities' | 'sectors' | 'countries', value: string) =>
    `Other ${n} ${what} together: ${value}.`,
  noCity: 'City not recorded',
  noSector: 'No sector recorded',
  noStage: 'Stage not recorded',
  noCountry: 'Country not recorded',
  startupsCount: (n: string) => `${n} startups`,
  roundsCount: (n: string) => `${n} rounds`,
  rates: (eur: string, tr: string, gbp: string) =>
    `Amounts are converted to US dollars at fixed reference rates (1 EUR = ${eur} USD, 1 TRY = ${tr} USD, 1 GBP = ${gbp} USD). Rounds with an undisclosed amount count as rounds but add nothing to the totals; the median is that of the disclosed amounts.`,
  counting: (date: string) =>
    `Only startups visible on the site are counted, and rounds dated after ${date} are left out. Every figure was computed from the database when this report was generated.`,
  attribution:
    'Startups backed by Y Combinator 2005–2014, their investors and funding rounds: dataset by Alice Corona (github.com/ali-ce/datasets, compiled from SeedDB, CrunchBase and AngelList), licensed CC BY-SA 4.0 (creativecommons.org/licenses/by-sa/4.0). Startups located in Türkiye are generated sample data for demonstration.',
  shareAlike:
    'This report is made from data licensed CC BY-SA 4.0: its figures and charts are shared under the same licence, crediting Alice Corona and Startup Atlas.',
  ecosystem: {
    title: 'Türkiye startup ecosystem in numbers',
    short: 'Türkiye in numbers',
    subtitle: 'Startups, cities, sectors and funding recorded on Startup Atlas',
    startups: 'Startups in Türkiye',
    cities: 'Cities with startups',
    funded: 'Startups with funding',
    rounds: 'Funding rounds',
    funding: 'Disclosed funding',
    median: 'Median disclosed round',
    investors: 'Investors linked',
    support: 'With government support',
    patents: 'With a patent',
    byCity: 'Startups by city',
    byCityNote: 'The cities with the most startups.',
    fundingByCity: 'Disclosed funding by city (USD)',
    fundingByCityNote: 'The cities with the most disclosed funding.',
    bySector: 'Startups by main sector',
    bySectorNote: 'The largest sectors; a startup’s main sector is the first sector it lists.',
    fundingBySector: 'Disclosed funding by main sector (USD)',
    fundingBySectorNote: 'The main sectors with the most disclosed funding.',
    byYear: 'Startups by founding year',
    byYearNote: (unknown: string) => `Startups without a founding date: ${unknown}.`,
    fundingByYear: 'Disclosed funding by year (USD)',
    fundingByYearNote: (undated: string | null) =>
      `Year of the round’s announced date.${undated ? ` Undated rounds: ${undated}.` : ''}`,
    byStage: 'Startups by stage',
    byStageNote: 'Share of the startups in Türkiye at each stage they report.',
    sample: (sample: string, total: string) =>
      sample === total
        ? `All ${total} startups located in Türkiye in the database are generated sample data made for demonstration: these figures describe the database, not the real Turkish market.`
        : `${sample} of the ${total} startups located in Türkiye in the database are generated sample data made for demonstration: these figures describe the database, not the real Turkish market.`,
  },
  investors: {
    title: 'Who funds startups: rounds and investors',
    short: 'Rounds and investors',
    subtitle: 'Funding rounds, stages, investors and co-investment across the Startup Atlas database',
    rounds: 'Funding rounds',
    disclosed: 'Rounds with a disclosed amount',
    funding: 'Disclosed funding',
    median: 'Median disclosed round',
    funded: 'Startups with funding',
    investors: 'Investors',
    withInvestors: 'Rounds naming investors',
    coInvested: 'Rounds with two or more investors',
    undated: 'Rounds without a date',
    byYear: 'Funding rounds by year',
    byYearNote: (undated: string | null) =>
      `Year of the round’s announced date.${undated ? ` Undated rounds (${undated}) are not shown.` : ''}`,
    fundingByYear: 'Disclosed funding by year (USD)',
    fundingByYearNote: 'Sum of the disclosed amounts of the dated rounds of each year.',
    byStage: 'Rounds by stage',
    fundingByStage: 'Disclosed funding by stage (USD)',
    byStageNote: 'Stage of the round as recorded (pre-seed, seed, Series A…).',
    topByRounds: 'Investors named in the most rounds',
    topByRoundsNote: 'Rounds naming the investor; in brackets, the rounds it led.',
    led: (n: string) => `${n} led`,
    topByStartups: 'Investors backing the most startups',
    topByStartupsNote: 'Startups that name the investor, whatever the round.',
    pairs: 'Investors that invest together most often',
    pairsNote: 'Rounds naming both investors.',
    perRound: 'Rounds by number of named investors',
    perRoundNote: 'How many investors each round names.',
    investorsBucket: (n: number) =>
      n === 0
        ? 'No investor named'
        : n === 1
          ? '1 investor'
          : n >= 4
            ? '4 or more investors'
            : `${n} investors`,
    byCountry: 'Disclosed funding by startup country (USD)',
    byCountryNote: 'Country of the funded startup; the countries with the most disclosed funding.',
    bySource: 'Rounds by data source',
    source: {
      yc: 'Y Combinator dataset (real data)',
      generated: 'Generated sample data',
      user: 'Added by users',
      import: 'Imported by admins from files',
      reference: 'Public institutions and universities',
    },
    sourceShare: (label: string, rounds: string, percent: string, usd: string) =>
      `${label}: ${rounds} rounds (${percent}), ${usd} disclosed in total.`,
    ycNote:
      'In the Y Combinator dataset only each startup’s first round (its Y Combinator round at Demo Day) has a date and a stage: its later rounds appear as “Stage not recorded” and are missing from the yearly charts.',
    sampleNote:
      'The startups located in Türkiye and their investors are generated sample data made for demonstration.',
  },
};

type ReportWords = typeof EN;

const TR: ReportWords = {
  brand: 'Startup Atlas',
  edition: (year) => `${year} baskısı`,
  generated: (date) => `${date} tarihinde Startup Atlas veritabanından üretilmiştir`,
  page: (n, total) => `Sayfa ${n}/${total}`,
  keyFigures: 'Temel rakamlar',
  aboutData: 'Veriler hakkında',
  sources: 'Kaynaklar ve lisans',
  rest: (n, what, value) =>
    `Diğer ${n} ${what === 'cities' ? 'şehir' : what === 'sectors' ? 'sektör' : 'ülke'} toplamı: ${value}.`,
  noCity: 'Şehir kaydı yok',
  noSector: 'Sektör kaydı yok',
  noStage: 'Aşama kaydı yok',
  noCountry: 'Ülke kaydı yok',
  startupsCount: (n) => `${n} girişim`,
  roundsCount: (n) => `${n} tur`,
  rates: (eur, tr, gbp) =>
    `Tutarlar sabit referans kurlarıyla ABD dolarına çevrilmiştir (1 EUR = ${eur} USD, 1 TRY = ${tr} USD, 1 GBP = ${gbp} USD). Tutarı açıklanmamış turlar tur olarak sayılır ancak toplamlara eklenmez; medyan, açıklanan tutarların medyanıdır.`,
  counting: (date) =>
    `Yalnızca sitede görünen girişimler sayılmıştır; ${date} sonrasına tarihli turlar dahil edilmemiştir. Tüm rakamlar bu rapor üretilirken veritabanından hesaplanmıştır.`,
  attribution:
    'Y Combinator destekli girişimler (2005–2014), yatırımcıları ve yatırım turları: Alice Corona veri seti (github.com/ali-ce/datasets; SeedDB, CrunchBase ve AngelList verilerinden derlenmiştir), CC BY-SA 4.0 lisanslıdır (creativecommons.org/licenses/by-sa/4.0/deed.tr). Türkiye’deki girişimler tanıtım amaçlı üretilmiş örnek verilerdir.',
  shareAlike:
    'Bu rapor CC BY-SA 4.0 lisanslı verilerden üretilmiştir: rakamları ve grafikleri Alice Corona ve Startup Atlas kaynak gösterilerek aynı lisansla paylaşılır.',
  ecosystem: {
    title: 'Rakamlarla Türkiye girişim ekosistemi',
    short: 'Rakamlarla Türkiye',
    subtitle: 'Startup Atlas’ta kayıtlı girişimler, şehirler, sektörler ve yatırımlar',
    startups: 'Türkiye’deki girişimler',
    cities: 'Girişim bulunan şehirler',
    funded: 'Yatırım almış girişimler',
    rounds: 'Yatırım turları',
    funding: 'Açıklanan yatırım tutarı',
    median: 'Açıklanan turların medyanı',
    investors: 'Bağlantılı yatırımcılar',
    support: 'Devlet desteği almış',
    patents: 'Patenti olan',
    byCity: 'Şehirlere göre girişimler',
    byCityNote: 'En çok girişim bulunan şehirler.',
    fundingByCity: 'Şehirlere göre açıklanan yatırım (USD)',
    fundingByCityNote: 'En çok açıklanan yatırımı alan şehirler.',
    bySector: 'Ana sektöre göre girişimler',
    bySectorNote: 'En büyük sektörler; bir girişimin ana sektörü, listelediği ilk sektördür.',
    fundingBySector: 'Ana sektöre göre açıklanan yatırım (USD)',
    fundingBySectorNote: 'En çok açıklanan yatırımı alan ana sektörler.',
    byYear: 'Kuruluş yılına göre girişimler',
    byYearNote: (unknown) => `Kuruluş tarihi olmayan girişimler: ${unknown}.`,
    fundingByYear: 'Yıllara göre açıklanan yatırım (USD)',
    fundingByYearNote: (undated) =>
      `Turun duyurulduğu tarihin yılı.${undated ? ` Tarihsiz turlar: ${undated}.` : ''}`,
    byStage: 'Aşamaya göre girişimler',
    byStageNote: 'Türkiye’deki girişimlerin bildirdikleri aşamalara göre payı.',
    sample: (sample, total) =>
      sample === total
        ? `Veritabanında Türkiye’de bulunan ${total} girişimin tamamı tanıtım amaçlı üretilmiş örnek verilerdir: bu rakamlar gerçek Türkiye pazarını değil, veritabanını anlatır.`
        : `Veritabanında Türkiye’de bulunan ${total} girişimin ${sample} tanesi tanıtım amaçlı üretilmiş örnek verilerdir: bu rakamlar gerçek Türkiye pazarını değil, veritabanını anlatır.`,
  },
  investors: {
    title: 'Girişimlere kim yatırım yapıyor: turlar ve yatırımcılar',
    short: 'Turlar ve yatırımcılar',
    subtitle: 'Startup Atlas veritabanındaki yatırım turları, aşamalar, yatırımcılar ve ortak yatırımlar',
    rounds: 'Yatırım turları',
    disclosed: 'Tutarı açıklanan turlar',
    funding: 'Açıklanan yatırım tutarı',
    median: 'Açıklanan turların medyanı',
    funded: 'Yatırım almış girişimler',
    investors: 'Yatırımcılar',
    withInvestors: 'Yatırımcısı belirtilen turlar',
    coInvested: 'İki veya daha fazla yatırımcılı turlar',
    undated: 'Tarihsiz turlar',
    byYear: 'Yıllara göre yatırım turları',
    byYearNote: (undated) =>
      `Turun duyurulduğu tarihin yılı.${undated ? ` Tarihsiz turlar (${undated}) gösterilmemiştir.` : ''}`,
    fundingByYear: 'Yıllara göre açıklanan yatırım (USD)',
    fundingByYearNote: 'Her yılın tarihli turlarında açıklanan tutarların toplamı.',
    byStage: 'Aşamaya göre turlar',
    fundingByStage: 'Aşamaya göre açıklanan yatırım (USD)',
    byStageNote: 'Turun kayıtlı aşaması (tohum öncesi, tohum, A serisi…).',
    topByRounds: 'En çok turda adı geçen yatırımcılar',
    topByRoundsNote: 'Yatırımcının adının geçtiği turlar; parantez içinde liderlik ettiği turlar.',
    led: (n) => `${n} lider`,
    topByStartups: 'En çok girişime yatırım yapan yatırımcılar',
    topByStartupsNote: 'Tur fark etmeksizin yatırımcıyı belirten girişimler.',
    pairs: 'En sık birlikte yatırım yapan yatırımcılar',
    pairsNote: 'İki yatırımcının da adının geçtiği turlar.',
    perRound: 'Belirtilen yatırımcı sayısına göre turlar',
    perRoundNote: 'Her turun kaç yatırımcı belirttiği.',
    investorsBucket: (n) =>
      n === 0 ? 'Yatırımcı belirtilmemiş' : n >= 4 ? '4 veya daha fazla yatırımcı' : `${n} yatırımcı`,
    byCountry: 'Girişimin ülkesine göre açıklanan yatırım (USD)',
    byCountryNote: 'Yatırım alan girişimin ülkesi; en çok açıklanan yatırımı alan ülkeler.',
    bySource: 'Veri kaynağına göre turlar',
    source: {
      yc: 'Y Combinator veri seti (gerçek veri)',
      generated: 'Üretilmiş örnek veri',
      user: 'Kullanıcıların eklediği',
      import: 'Yöneticilerin dosyadan içe aktardığı',
      reference: 'Kamu kurumları ve üniversiteler',
    },
    sourceShare: (label, rounds, percent, usd) =>
      `${label}: ${rounds} tur (${percent}), açıklanan tutar toplamı ${usd}.`,
    ycNote:
      'Y Combinator veri setinde yalnızca her girişimin ilk turunun (Demo Day’deki Y Combinator turu) tarihi ve aşaması vardır: sonraki turlar “Aşama kaydı yok” olarak görünür ve yıllık grafiklerde yer almaz.',
    sampleNote: 'Türkiye’de bulunan girişimler ve yatırımcıları tanıtım amaçlı üretilmiş örnek verilerdir.',
  },
};

/** The words of the reports in `locale`. */
export function reportWords(locale: ReportLocale): ReportWords {
  return locale === 'tr' ? TR : EN;
}
export type { ReportWords };
