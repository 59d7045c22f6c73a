/**
 * The "Save to list" button of a detail page (issue 18 §5): this server half gives the browser
 * half (./save-to-list.tsx) its texts and localized addresses; its code loads on intent (issue
 * 13 §5: not in a page's first view), and it renders the same for every viewer, so the page
 * stays cacheable.
 */
import { getLocale } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { ClientMessages } from '@/ui/client-messages';
import type { ListEntryKind } from '../lists';
import { SaveToList } from './save-to-list-lazy';

/** The localized lists and login pages the "Save to list" dialog links to (cards pass them to SaveToList). */
export function saveToListPaths(locale: Locale) {
  return {
    listsPath: getPathname({ href: '/user/dashboard/lists', locale }),
    loginPath: getPathname({ href: '/login', locale }),
  };
}

export async function SaveToListButton({
  kind,
  entityId,
  name,
}: {
  kind: ListEntryKind;
  entityId: string;
  name: string;
}) {
  const locale = (await getLocale()) as Locale;
  return (
    <ClientMessages namespaces={['lists']}>
      <SaveToList kind={kind} entityId={entityId} name={name} {...saveToListPaths(locale)} />
    </ClientMessages>
  );
}
