/**
 * The startup search box of the header, the home page and the startup list (spec §4 "Header
 * search"): this server half fills in the texts and the localized addresses, so the browser half
 * (./startup-search-combobox.tsx) needs neither the translator nor the routing table in a
 * page's first view (issue 13 §5).
 */
import { getLocale, getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import type { StartupListHref } from './list-href';
import { StartupSearchCombobox } from './startup-search-combobox-lazy';

/**
 * The startup search box. `list`: the list address whose filters a search keeps (the list
 * page passes its own; elsewhere a search opens `/startups?q=…`); `defaultValue`: its `q`;
 * `compact`: the header's narrow form; `placeholder`: default "Search startups by name…".
 */
export async function StartupSearchBox({
  placeholder,
  compact = false,
  list = { pathname: '/startups', query: {} },
  defaultValue = '',
}: {
  placeholder?: string;
  compact?: boolean;
  list?: StartupListHref;
  defaultValue?: string;
}) {
  const t = await getTranslations('startups');
  const locale = (await getLocale()) as Locale;
  // The form's GET target without JavaScript: the list path (its query travels as hidden fields).
  const [action = ''] = getPathname({ href: list, locale }).split('?');
  return (
    <StartupSearchCombobox
      locale={locale}
      compact={compact}
      defaultValue={defaultValue}
      action={action}
      keep={Object.entries(list.query).filter(([name]) => name !== 'q' && name !== 'page')}
      // The template itself: the box puts a hit's seoUrl in place of `__seoUrl__` (a bracketed name trips next-intl's development check).
      startupPath={getPathname({
        href: { pathname: '/startup/[seoUrl]', params: { seoUrl: '__seoUrl__' } },
        locale,
      })}
      labels={{
        form: compact ? t('searchFormLabelCompact') : t('searchFormLabel'),
        input: t('fuzzyLabel'),
        placeholder: placeholder ?? t('fuzzyPlaceholder'),
        submit: t('searchSubmit'),
        hint: t('fuzzyHint'),
        searching: t('searching'),
        noMatches: t('noMatches'),
      }}
    />
  );
}
