/**
 * /saved-searches/unsubscribe?token= (TR /kayitli-aramalar/abonelikten-cik; issue 18 §5): the page
 * of the link in every saved-search alert mail. Public (no sign-in): one button stops that
 * search's e-mails (the search stays saved) and the page then names it; a missing or unknown
 * token is "not valid".
 */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { ClientMessages } from '@/ui/client-messages';
import { SavedSearchUnsubscribe } from '@/modules/lists/ui/saved-search-unsubscribe';
import { siteTitle } from '@/ui/seo';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'savedSearches' });
  return { title: siteTitle(t('unsubscribeTitle')), robots: { index: false } };
}

export default async function SavedSearchUnsubscribePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('savedSearches');
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' && raw.length <= 100 ? raw : '';
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-black">{t('unsubscribeTitle')}</h1>
      {token ? (
        <>
          <p className="mt-3 text-slate-700">{t('unsubscribeLead')}</p>
          <ClientMessages namespaces={['savedSearches']}>
            <SavedSearchUnsubscribe token={token} />
          </ClientMessages>
        </>
      ) : (
        <p role="status" className="mt-6 text-lg font-semibold" data-testid="unsubscribe-result">
          {t('unsubscribeInvalid')}
        </p>
      )}
    </section>
  );
}
