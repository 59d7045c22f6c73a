/**
 * Site header (spec §2 "Header and footer"): product menu (Data, Insight), search, EN/TR
 * switch, mobile menu, and the login button or the account menu. Only links to pages that exist are shown.
 */
import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { getRequestViewer } from '@/server/page-context';
import { AccountMenu } from '@/modules/identity/ui/account-menu';
import { getPathname, Link } from '@/i18n/navigation';
import { StartupSearchBox } from '@/modules/startups/ui/startup-search-box';
import { LocaleSwitch } from './locale-switch';
import { MobileMenu } from './mobile-menu';
import { NavMenu } from './nav-menu';

export async function Header() {
  const t = await getTranslations('nav');
  const locale = (await getLocale()) as Locale;
  const viewer = await getRequestViewer();
  const links = (
    <ul className="flex flex-col gap-1 md:flex-row md:items-center md:gap-5">
      <li>
        <Link href="/startups" className="block py-1 font-medium hover:text-brand-600">
          {t('startups')}
        </Link>
      </li>
      <li>
        <Link href="/talents" className="block py-1 font-medium hover:text-brand-600">
          {t('talents')}
        </Link>
      </li>
      <li>
        <Link href="/tech-centers" className="block py-1 font-medium hover:text-brand-600">
          {t('techCenters')}
        </Link>
      </li>
      <li>
        <Link href="/payment-plans" className="block py-1 font-medium hover:text-brand-600">
          {t('pricing')}
        </Link>
      </li>
    </ul>
  );
  return (
    <header className="relative z-30 border-b border-slate-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2"
      >
        {t('skip')}
      </a>
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        <Link
          href="/"
          className="flex items-center gap-2 text-lg font-bold text-ink"
          aria-label={`SA Startup Atlas – ${t('home')}`}
        >
          <span aria-hidden className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white">
            SA
          </span>{' '}
          <span className="max-[674px]:hidden">Startup Atlas</span>
        </Link>
        <nav aria-label={t('data')} className="hidden md:block">
          <NavMenu summary={`${t('data')} ▾`}>
            <div className="absolute left-0 top-8 w-72 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
              <Link href="/startups" className="block rounded-md p-2 hover:bg-brand-50">
                <span className="block font-medium">{t('startups')}</span>
                <span className="block text-xs text-slate-500">{t('startupsHint')}</span>
              </Link>
              <Link href="/talents" className="block rounded-md p-2 hover:bg-brand-50">
                <span className="block font-medium">{t('talents')}</span>
                <span className="block text-xs text-slate-500">{t('talentsHint')}</span>
              </Link>
              <Link href="/tech-centers" className="block rounded-md p-2 hover:bg-brand-50">
                <span className="block font-medium">{t('techCenters')}</span>
                <span className="block text-xs text-slate-500">{t('techCentersHint')}</span>
              </Link>
              <Link href="/providers" className="block rounded-md p-2 hover:bg-brand-50">
                <span className="block font-medium">{t('providers')}</span>
                <span className="block text-xs text-slate-500">{t('providersHint')}</span>
              </Link>
              <Link href="/data-sources" className="block rounded-md p-2 hover:bg-brand-50">
                <span className="block font-medium">{t('dataSources')}</span>
                <span className="block text-xs text-slate-500">{t('dataSourcesHint')}</span>
              </Link>
              <a href="/api/docs" className="block rounded-md p-2 hover:bg-brand-50">
                <span className="block font-medium">{t('apiDocs')}</span>
                <span className="block text-xs text-slate-500">{t('apiDocsHint')}</span>
              </a>
            </div>
          </NavMenu>
        </nav>
        <div className="hidden md:block">{links}</div>
        <div className="ml-auto flex items-center gap-3">
          <div className="hidden sm:block">
            <StartupSearchBox compact placeholder={t('search')} />
          </div>
          <LocaleSwitch />
          {viewer.isAuthenticated ? (
            <AccountMenu
              name={viewer.name ?? ''}
              homePath={getPathname({ href: '/', locale })}
              isAdmin={viewer.isAdmin}
            />
          ) : (
            <Link
              href="/login"
              className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              <span className="max-[509px]:hidden">{t('login')}</span>
              <span className="min-[510px]:hidden" aria-hidden>
                →
              </span>
            </Link>
          )}
          <MobileMenu openLabel={t('menu')} closeLabel={t('closeMenu')}>
            {links}
            <Link href="/data-sources" className="block py-1 font-medium">
              {t('dataSources')}
            </Link>
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
