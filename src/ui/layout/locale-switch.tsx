'use client';
/** EN/TR switch that keeps the viewer on the same page, query included (spec §1). */
import { useParams, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter } from '@/i18n/navigation';
import { startProgress } from '../progress';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/i18n/routing';

export function LocaleSwitch() {
  const t = useTranslations('nav');
  const locale = useLocale();
  const pathname = usePathname();
  const params = useParams();
  const search = useSearchParams();
  const router = useRouter();
  const next = locale === 'tr' ? 'en' : 'tr';
  return (
    <button
      type="button"
      lang={next}
      data-testid="locale-switch"
      aria-label={`${next.toUpperCase()} – ${t('language')}: ${t('switchTo')}`}
      className="rounded-md border border-slate-300 px-2.5 py-1 text-sm font-semibold hover:bg-slate-100"
      onClick={() => {
        startProgress();
        document.cookie = `${LOCALE_COOKIE}=${next}; max-age=${LOCALE_COOKIE_MAX_AGE}; path=/; samesite=lax`;
        const query = Object.fromEntries(search.entries());
        // The pathname is the route template; params fill it in the other language's words.
        router.replace({ pathname, params, query } as unknown as Parameters<typeof router.replace>[0], {
          locale: next,
        });
      }}
    >
      {next.toUpperCase()}
    </button>
  );
}
