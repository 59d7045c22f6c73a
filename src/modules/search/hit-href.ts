/**
 * Where a search hit leads (issue 18 §4): a person's talent page, a startup's page, an
 * organization's tech-center page, a program's, a provider's or a job's page — as a typed
 * next-intl href, so the header, /search and the legacy call localize it the same way. Pure.
 */
import type { SearchKind } from './global-search';

export function hitHref(kind: SearchKind, seoUrl: string) {
  switch (kind) {
    case 'person':
      return { pathname: '/talent/[seoUrl]', params: { seoUrl } } as const;
    case 'startup':
      return { pathname: '/startup/[seoUrl]', params: { seoUrl } } as const;
    case 'organization':
      return {
        pathname: '/tech-center/[seoUrl]/[[...fromHeader]]',
        params: { seoUrl, fromHeader: undefined },
      } as const;
    case 'program':
      return { pathname: '/program/[seoUrl]', params: { seoUrl } } as const;
    case 'provider':
      return { pathname: '/providers/[seoUrl]', params: { seoUrl } } as const;
    case 'job':
      return { pathname: '/job/[seoUrl]', params: { seoUrl } } as const;
  }
}

/** The hit's page as an English site path (`/talent/ayse`); src/modules/site/paths.ts localizes it. */
export function hitPath(kind: SearchKind, seoUrl: string): string {
  const href = hitHref(kind, seoUrl);
  return href.pathname.replace('/[[...fromHeader]]', '').replace('[seoUrl]', encodeURIComponent(seoUrl));
}

/** The legacy `searchResultType` of a kind (spec §3: 4 = ecosystem; 1 people, 2 startups). */
export const legacyResultType = (kind: SearchKind): 1 | 2 | 4 =>
  kind === 'person' ? 1 : kind === 'startup' ? 2 : 4;
