/**
 * Where the startup filter panel remembers whether its premium group is open (spec §2
 * "Startup filter": the premium group's state is kept; @/ui/use-stored-switch writes 'open' or
 * 'closed' in localStorage under this key).
 */
export const PREMIUM_SWITCHER_KEY = 'filter-switcher:startups-premium';
