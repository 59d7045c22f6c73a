/**
 * /notifications/unsubscribe?token= (TR /bildirimler/abonelikten-cik; issue 15 §4): the page of
 * the unsubscribe link in every notification e-mail. Public (no sign-in): one button turns off
 * that kind's e-mails and the page then says which; a missing or forged token is "not valid".
 */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { MessagingIntl } from '@/modules/messaging/ui/messaging-intl';
import { UnsubscribeForm } from '@/modules/notifications/ui/unsubscribe-form';
import { siteTitle } from '@/ui/seo';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'messaging.unsubscribe' });
  return { title: siteTitle(t('title')), robots: { index: false } };
}

export default async function UnsubscribePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('messaging.unsubscribe');
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' && raw.length <= 500 ? raw : '';
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-black">{t('title')}</h1>
      {token ? (
        <>
          <p className="mt-3 text-slate-700">{t('lead')}</p>
          <MessagingIntl>
            <UnsubscribeForm token={token} />
          </MessagingIntl>
        </>
      ) : (
        <p role="status" className="mt-6 text-lg font-semibold" data-testid="unsubscribe-result">
          {t('invalid')}
        </p>
      )}
    </section>
  );
}
