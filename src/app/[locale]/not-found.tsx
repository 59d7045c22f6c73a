/**
 * The 404 state of every localized route (spec §2 "/404"): `notFound()` anywhere and unknown
 * addresses ([...rest]) render it, with the title "Page not found · Startup Atlas" in the page
 * language (issue 13 §1: it was empty).
 */
import { getTranslations } from 'next-intl/server';
import { ErrorState } from '@/ui/layout/error-state';

/** The 404 page body: status code, title, description and a link home. */
export default async function NotFound() {
  const t = await getTranslations('errorPages');
  // Next ignores metadata exports of not-found files: React 19 hoists these tags into <head>.
  return (
    <>
      <title>{t('notFoundPageTitle')}</title>
      <meta name="robots" content="noindex" />
      <ErrorState code={404} title={t('notFoundTitle')} text={t('notFoundText')} homeLabel={t('goHome')} />
    </>
  );
}
