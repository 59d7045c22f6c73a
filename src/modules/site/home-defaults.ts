/**
 * The home page's content until an admin saves their own (spec P§2 "/", P§3 "Home data"; decision
 * 0029). The platform has no customers' words and no press yet, and invented ones would be
 * placeholders on the first page a visitor sees: testimonials and media start empty, and the home
 * page shows neither section until an admin adds real items. The partners are the open data
 * sources whose data the platform shows (their attribution is on /data-sources too); the
 * innovation-index monitor starts on Türkiye, whose data the platform holds (decision 0024).
 */
import { MONITOR_DEFAULT_COUNTRY_ID, type HomeSettings } from './validation';

export const HOME_DEFAULTS: HomeSettings = {
  testimonials: [],
  partners: [
    {
      name: 'Y Combinator startups dataset (Alice Corona, CC BY-SA 4.0)',
      url: 'https://github.com/ali-ce/datasets',
    },
    { name: 'OpenStreetMap contributors (ODbL)', url: 'https://www.openstreetmap.org/copyright' },
    { name: 'Natural Earth', url: 'https://www.naturalearthdata.com' },
    { name: 'University Domains List (Hipo)', url: 'https://github.com/Hipo/university-domains-list' },
  ],
  media: [],
  monitorCountryId: MONITOR_DEFAULT_COUNTRY_ID,
};
