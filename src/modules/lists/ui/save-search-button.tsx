/**
 * The "Save this search" button of a list page (issue 18 §5): this server half gives the browser
 * half (./save-search.tsx) its texts, the localized lists and login pages and the suggested name
 * ("Startups: fintech"); its code loads on intent, and it renders the same for
 * every viewer, so the page's caching is unchanged.
 * Input: `kind`; `query`, the saved-search query string of the page's filter
 * (startupSavedQuery, buildTalentQuery or buildJobListQuery); `text`, the page's search text.
 */
import { getLocale, getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { ClientMessages } from '@/ui/client-messages';
import { SaveSearch } from './save-search-lazy';

export async function SaveSearchButton({
  kind,
  query,
  text,
}: {
  kind: 'startup' | 'talent' | 'job';
  query: string;
  text?: string;
}) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('savedSearches');
  const words = text?.trim() ? `: ${text.trim().slice(0, 40)}` : '';
  const suggestedName = `${t(`kind.${kind}`)}${words}`;
  return (
    <ClientMessages namespaces={['savedSearches']}>
      <SaveSearch
        kind={kind}
        query={query}
        suggestedName={suggestedName}
        listsPath={getPathname({ href: '/user/dashboard/lists', locale })}
        loginPath={getPathname({ href: '/login', locale })}
      />
    </ClientMessages>
  );
}
