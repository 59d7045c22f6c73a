/**
 * The header's global search box (issue 18 §4; spec public §2 "global search", §4 "Header
 * search"): this server half fills in the texts and every localized address, so the browser half
 * (./global-search-combobox.tsx) needs neither the translator nor the routing table, and until
 * the visitor reaches for it the box is a plain GET form to /search (TR /arama).
 */
import { getLocale, getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { SEARCH_KINDS, type SearchKind } from '../global-search';
import { hitHref } from '../hit-href';
import { GlobalSearchCombobox } from './global-search-combobox-lazy';

/** `compact`: the header bar's narrow form (else the mobile menu's full-width one). */
export async function GlobalSearchBox({ compact = false }: { compact?: boolean }) {
  const t = await getTranslations('search');
  const locale = (await getLocale()) as Locale;
  // Each kind's page with `__seoUrl__` in place of the hit's (a bracketed name trips next-intl's development check).
  const paths = Object.fromEntries(
    SEARCH_KINDS.map((kind) => [kind, getPathname({ href: hitHref(kind, '__seoUrl__'), locale })]),
  ) as Record<SearchKind, string>;
  return (
    <GlobalSearchCombobox
      locale={locale}
      compact={compact}
      action={getPathname({ href: '/search', locale })}
      paths={paths}
      labels={{
        form: t('formLabel'),
        input: t('inputLabel'),
        placeholder: t('placeholder'),
        submit: t('submit'),
        hint: t('hint'),
        searching: t('searching'),
        noMatches: t('noMatches'),
        seeAll: t('seeAll', { q: '__q__' }),
        groups: { people: t('group.people'), startups: t('group.startups'), ecosystem: t('group.ecosystem') },
        kinds: Object.fromEntries(SEARCH_KINDS.map((k) => [k, t(`kind.${k}`)])) as Record<SearchKind, string>,
      }}
    />
  );
}
