/**
 * The home page's testimonials and partners until an admin saves their own (issue 18 §6 "six
 * testimonials and partners (admin-editable, seeded)"). The platform has no customers' words yet,
 * so the seeded testimonials say plainly that they are samples; the partners are the open data
 * sources whose data the platform shows (their attribution is on /data-sources too). The media
 * section starts with three samples, also said plainly, that point to the news site of the header;
 * the innovation-index monitor starts on Türkiye, whose data the platform holds (decision 0024).
 */
import { MONITOR_DEFAULT_COUNTRY_ID, type HomeSettings } from './validation';
import { SEED_EXTERNAL } from './seed-links';

const sample = (n: number) => ({
  en: `Sample testimonial ${n} — replace it in the admin area`,
  tr: `Örnek görüş ${n} — yönetim alanından değiştirin`,
});

export const HOME_DEFAULTS: HomeSettings = {
  testimonials: [
    {
      quoteEn: 'We found three investors who had backed startups like ours in an afternoon.',
      quoteTr: 'Bizimki gibi girişimlere yatırım yapmış üç yatırımcıyı bir öğleden sonrada bulduk.',
      name: 'Founder',
      roleEn: sample(1).en,
      roleTr: sample(1).tr,
    },
    {
      quoteEn: 'The investor graph shows who invests alongside whom, which no spreadsheet did.',
      quoteTr:
        'Yatırımcı grafiği, hiçbir tablonun göstermediği şeyi gösteriyor: kim kiminle birlikte yatırım yapıyor.',
      name: 'Investor',
      roleEn: sample(2).en,
      roleTr: sample(2).tr,
    },
    {
      quoteEn: 'Our cohort applied, and our jury scored every application in one place.',
      quoteTr: 'Dönemimize başvurular geldi ve jürimiz her başvuruyu tek bir yerde puanladı.',
      name: 'Program manager',
      roleEn: sample(3).en,
      roleTr: sample(3).tr,
    },
    {
      quoteEn: 'I saved a search for remote fintech jobs and heard about the right one first.',
      quoteTr: 'Uzaktan fintek işleri için bir arama kaydettim ve doğru ilandan ilk ben haberdar oldum.',
      name: 'Talent',
      roleEn: sample(4).en,
      roleTr: sample(4).tr,
    },
    {
      quoteEn: 'The province map tells us where the startups of our region are, in both languages.',
      quoteTr: 'İl haritası, bölgemizin girişimlerinin nerede olduğunu iki dilde de gösteriyor.',
      name: 'Technopark',
      roleEn: sample(5).en,
      roleTr: sample(5).tr,
    },
    {
      quoteEn: 'We run it on our own server with our own data; the export limits keep it fair.',
      quoteTr:
        'Kendi sunucumuzda, kendi verimizle çalıştırıyoruz; dışa aktarma sınırları adil kalmasını sağlıyor.',
      name: 'Ecosystem builder',
      roleEn: sample(6).en,
      roleTr: sample(6).tr,
    },
  ],
  partners: [
    {
      name: 'Y Combinator startups dataset (Alice Corona, CC BY-SA 4.0)',
      url: 'https://github.com/ali-ce/datasets',
    },
    { name: 'OpenStreetMap contributors (ODbL)', url: 'https://www.openstreetmap.org/copyright' },
    { name: 'Natural Earth', url: 'https://www.naturalearthdata.com' },
    { name: 'University Domains List (Hipo)', url: 'https://github.com/Hipo/university-domains-list' },
  ],
  media: [1, 2, 3].map((n) => ({
    titleEn: `Sample media item ${n} — replace it in the admin area`,
    titleTr: `Örnek medya içeriği ${n} — yönetim alanından değiştirin`,
    outlet: 'Startup Atlas News',
    url: SEED_EXTERNAL.news,
    publishedOn: '',
  })),
  monitorCountryId: MONITOR_DEFAULT_COUNTRY_ID,
};
