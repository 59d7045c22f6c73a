/**
 * Site header (spec §2 "Header and footer"): product menu (Data, a DropdownMenu), search, EN/TR
 * switch, mobile menu, and the login button or the account menu — with, for a signed-in user, the
 * messages and notifications links and their unread counts. Only links to pages that exist
 * are shown. Under 768 px (issue 13 §4): logo, the visible "Log in" button (or the avatar menu)
 * and a Menu button whose Sheet holds the search box, every link and the language switch. From
 * 768 px the Data menu, the search box and the language switch join the bar; the page links
 * (Startups, Talents, Jobs, Pricing) only from 1280 px — between, they did not fit beside the
 * search box and a signed-in user's icons in Turkish — and stay in the Menu until then.
 */
import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { getRequestViewer } from '@/server/page-context';
import { AccountMenu } from '@/modules/identity/ui/account-menu';
import { isReportAdmin } from '@/modules/access/permissions';
import { HeaderCounts } from '@/modules/notifications/ui/header-counts';
import { getPathname, Link } from '@/i18n/navigation';
import { StartupSearchBox } from '@/modules/startups/ui/startup-search-box';
import { LocaleSwitch } from './locale-switch';
import { MobileMenu } from './mobile-menu';
import { NavMenu } from './nav-menu';
import type { MenuEntry } from '../primitives/dropdown-menu';

export async function Header() {
  const t = await getTranslations('nav');
  const locale = (await getLocale()) as Locale;
  const viewer = await getRequestViewer();
  // The language switch's target and name, written here so its browser half needs no translator.
  const otherLocale: Locale = locale === 'tr' ? 'en' : 'tr';
  const switchLabel = `${otherLocale.toUpperCase()} – ${t('language')}: ${t('switchTo')}`;
  const links = (
    <ul className="flex flex-col gap-1 xl:flex-row xl:items-center xl:gap-5">
      <li>
        <Link href="/startups" className="block py-1 font-medium whitespace-nowrap hover:text-brand-600">
          {t('startups')}
        </Link>
      </li>
      <li>
        <Link href="/talents" className="block py-1 font-medium whitespace-nowrap hover:text-brand-600">
          {t('talents')}
        </Link>
      </li>
      <li>
        <Link href="/jobs" className="block py-1 font-medium whitespace-nowrap hover:text-brand-600">
          {t('jobs')}
        </Link>
      </li>
      {/* P §2: the plans link is hidden for premium holders (the premium class renders its own header). */}
      {!viewer.isPremium && (
        <li>
          <Link
            href="/payment-plans"
            className="block py-1 font-medium whitespace-nowrap hover:text-brand-600"
          >
            {t('pricing')}
          </Link>
        </li>
      )}
    </ul>
  );
  // The Data menu's entries: a name and a hint each.
  const data: Array<
    [
      key: string,
      href: '/startups' | '/talents' | '/tech-centers' | '/providers' | '/reports' | '/data-sources' | null,
      name: string,
      hint: string,
    ]
  > = [
    ['startups', '/startups', t('startups'), t('startupsHint')],
    ['talents', '/talents', t('talents'), t('talentsHint')],
    ['techCenters', '/tech-centers', t('techCenters'), t('techCentersHint')],
    ['providers', '/providers', t('providers'), t('providersHint')],
    ['reports', '/reports', t('reports'), t('reportsHint')],
    ['dataSources', '/data-sources', t('dataSources'), t('dataSourcesHint')],
    ['apiDocs', null, t('apiDocs'), t('apiDocsHint')],
  ];
  const entry = (name: string, hint: string) => (
    <>
      <span className="block font-medium">{name}</span>
      <span className="block text-xs text-slate-500">{hint}</span>
    </>
  );
  const dataItems: MenuEntry[] = data.map(([key, href, name, hint]) => ({
    key,
    // The API reference is served by the API, outside the app's routes.
    element: href ? (
      <Link href={href}>{entry(name, hint)}</Link>
    ) : (
      <a href="/api/docs">{entry(name, hint)}</a>
    ),
  }));
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
          <span className="whitespace-nowrap max-[674px]:hidden">Startup Atlas</span>
        </Link>
        <nav aria-label={t('data')} className="hidden md:block">
          <NavMenu label={t('data')} items={dataItems} />
        </nav>
        {/* The links fit beside the search box and the account icons from 1280 px; below, in the Menu. */}
        <div className="hidden xl:block">{links}</div>
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          <div className="hidden sm:block">
            <StartupSearchBox compact placeholder={t('search')} />
          </div>
          <div className="hidden md:block">
            <LocaleSwitch next={otherLocale} label={switchLabel} />
          </div>
          {viewer.isAuthenticated ? <HeaderCounts /> : null}
          {viewer.isAuthenticated ? (
            <AccountMenu
              name={viewer.renderedForClass === undefined ? (viewer.name ?? '') : undefined}
              viewerClass={viewer.renderedForClass}
              homePath={getPathname({ href: '/', locale })}
              // Report admins reach their reports area through the Admin Panel link (D §6).
              isAdmin={viewer.isAdmin || isReportAdmin(viewer.access)}
            />
          ) : (
            // Visible with its text at every width (issue 13 §4: at 390 px it used to be an unnamed arrow).
            <Link
              href="/login"
              className="flex items-center gap-1.5 rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-700"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current max-[359px]:hidden">
                <path d="M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0H3Z" />
              </svg>
              {t('login')}
            </Link>
          )}
          <MobileMenu openLabel={t('menu')} closeLabel={t('closeMenu')} title={t('menu')}>
            <StartupSearchBox placeholder={t('search')} />
            {links}
            <div>
              <h2 className="text-sm font-semibold text-slate-600">{t('data')}</h2>
              <ul className="mt-1 flex flex-col gap-1">
                {/* Startups and talents are in the links above. */}
                {data.slice(2).map(([key, href, name]) => (
                  <li key={key}>
                    {href ? (
                      <Link href={href} className="block py-1 font-medium hover:text-brand-600">
                        {name}
                      </Link>
                    ) : (
                      <a href="/api/docs" className="block py-1 font-medium hover:text-brand-600">
                        {name}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </div>
            <div className="flex items-center gap-3 border-t border-slate-200 pt-3 text-sm">
              <span className="font-medium">{t('language')}</span>
              <LocaleSwitch next={otherLocale} label={switchLabel} />
            </div>
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
