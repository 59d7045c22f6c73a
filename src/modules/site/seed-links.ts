/**
 * The spec's external links (public §2 "External links lead to a crowdfunding site, a fund page
 * and a news site"): placeholders on the platform's own domain until the admins set the real ones.
 */
export const SEED_EXTERNAL = {
  crowdfunding: 'https://crowdfunding.startupatlas.org',
  fund: 'https://fund.startupatlas.org',
  news: 'https://news.startupatlas.org',
} as const;
