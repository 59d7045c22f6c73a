/**
 * Site header (spec §2 "Header and footer"): the logo, the header menus the admins set (issue 17
 * §1; src/modules/site/chrome.ts — Data, Insight, invest, services, jobs, news, pricing by
 * default, labels and addresses per language), search, EN/TR switch, mobile menu, and the login
 * button or the account menu — with, for a signed-in user, the messages and notifications links
 * and their unread counts.
 *
 * - A menu with links is a DropdownMenu (role=menu; each item with the page's one-line
 *   description when it is a built-in Data page); a menu with an address of its own is a link.
 *   External links open in a new tab (./chrome-link.tsx). The `pricing` menu is hidden for
 *   premium holders (P §2; the premium class renders its own header).
 * - Search: the global search of people, startups and the ecosystem (issue 18 §4,
 *   @/modules/search/ui/global-search-box), its "see all" leading to /search (TR /arama).
 * - Widths (issue 13 §4): under 768 px the logo, the "Log in" button (or the avatar
 *   menu) and a Menu button whose Sheet holds the search box, every link once (a page listed in
 *   two menus shows in the first) and the language switch. From 768 px the first drop-down menu
 *   (Data), the search box and the language switch join the bar; the other menus and links from
 *   1280 px (they wrap inside the bar rather than push the page sideways), and the Menu button
 *   goes. The logo's name shows from 675 px; under 510 px the login button is its icon alone (P §2;
 *   the text stays as its accessible name).
 * - The logo: the uploaded image of the `logo` setting (its text alternative), else the
 *   built-in "SA" mark.
 */
import Image from 'next/image';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { getDb } from '@/server/db/client';
import { getRequestViewer } from '@/server/page-context';
import { AccountMenu } from '@/modules/identity/ui/account-menu';
import { isReportAdmin } from '@/modules/access/permissions';
import { HeaderCounts } from '@/modules/notifications/ui/header-counts';
import { getSiteChrome, type ChromeLink as ChromeLinkData, type ChromeMenu } from '@/modules/site/chrome';
import { getPathname, Link } from '@/i18n/navigation';
import { GlobalSearchBox } from '@/modules/search/ui/global-search-box';
import { ChromeLink } from './chrome-link';
import { LocaleSwitch } from './locale-switch';
import { MobileMenu } from './mobile-menu';
import { NavMenu } from './nav-menu';
import type { MenuEntry } from '../primitives/dropdown-menu';

const barLink = 'block py-1 font-medium whitespace-nowrap hover:text-brand-600';
const sheetLink = 'block py-1 font-medium hover:text-brand-600';

export async function Header() {
  const t = await getTranslations('nav');
  const chromeT = await getTranslations('siteChrome');
  const locale = (await getLocale()) as Locale;
  const [viewer, chrome] = await Promise.all([
    getRequestViewer(),
    getDb().then((db) => getSiteChrome(db, locale)),
  ]);
  const newTab = chromeT('newTab');
  // The language switch's target and name, written here so its browser half needs no translator.
  const otherLocale: Locale = locale === 'tr' ? 'en' : 'tr';
  const switchLabel = `${otherLocale.toUpperCase()} – ${t('language')}: ${t('switchTo')}`;
  // P §2: the plans link is hidden for premium holders.
  const menus = chrome.header.filter((m) => !(m.key === 'pricing' && viewer.isPremium));
  const firstDropdown = menus.findIndex((m) => m.links.length > 0);
  const hint = (link: ChromeLinkData) =>
    link.hintKey && t.has(link.hintKey as 'startupsHint') ? t(link.hintKey as 'startupsHint') : null;
  const items = (menu: ChromeMenu): MenuEntry[] =>
    menu.links.map((link) => {
      const description = hint(link);
      return {
        key: String(link.id),
        element: (
          <ChromeLink link={link} newTab={newTab}>
            <span className="block font-medium">{link.label}</span>
            {description && <span className="block text-xs text-slate-500">{description}</span>}
          </ChromeLink>
        ),
      };
    });
  // The sheet lists each address once: plain menu links first, then each drop-down's links.
  const seen = new Set<string>();
  const once = <T extends { href: string }>(link: T) =>
    seen.has(link.href) ? false : (seen.add(link.href), true);
  const plainLinks = menus.filter((m) => m.links.length === 0 && m.link && once(m.link));
  const sheetSections = menus
    .filter((m) => m.links.length > 0)
    .map((m) => ({ menu: m, links: m.links.filter(once) }))
    .filter((s) => s.links.length > 0);
  const logo = chrome.logo;
  return (
    <header className="relative z-30 border-b border-slate-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2"
      >
        {t('skip')}
      </a>
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        {logo.url ? (
          <Link href="/" className="flex shrink-0 items-center" data-testid="site-logo">
            <Image
              unoptimized
              priority
              src={logo.url}
              alt={logo.alt}
              width={128}
              height={32}
              className="h-8 w-32 object-contain object-left"
            />
            <span className="sr-only"> – {t('home')}</span>
          </Link>
        ) : (
          <Link
            href="/"
            className="flex items-center gap-2 text-lg font-bold text-ink"
            aria-label={`SA Startup Atlas – ${t('home')}`}
            data-testid="site-logo"
          >
            <span aria-hidden className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white">
              SA
            </span>{' '}
            <span className="whitespace-nowrap max-[675px]:hidden">Startup Atlas</span>
          </Link>
        )}
        <div className="hidden min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm md:flex">
          {menus.map((menu, index) => {
            const shown = index === firstDropdown ? '' : 'hidden xl:block';
            if (menu.links.length > 0)
              return (
                <nav key={menu.id} aria-label={menu.label} className={shown}>
                  <NavMenu label={menu.label} items={items(menu)} />
                </nav>
              );
            return menu.link ? (
              <ChromeLink key={menu.id} link={menu.link} newTab={newTab} className={`${barLink} ${shown}`}>
                {menu.label}
              </ChromeLink>
            ) : null;
          })}
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-2 sm:gap-3">
          <div className="hidden sm:block">
            <GlobalSearchBox compact />
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
            // Named at every width (issue 13 §4: at 390 px it used to be an unnamed arrow).
            <Link
              href="/login"
              className="flex items-center gap-1.5 rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-700"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
                <path d="M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0H3Z" />
              </svg>
              {/* P §2: under 510 px the text shrinks to the icon; it stays the link's name. */}
              <span className="max-[510px]:sr-only">{t('login')}</span>
            </Link>
          )}
          <MobileMenu openLabel={t('menu')} closeLabel={t('closeMenu')} title={t('menu')}>
            <GlobalSearchBox />
            {plainLinks.length > 0 && (
              <ul className="flex flex-col gap-1">
                {plainLinks.map((menu) => (
                  <li key={menu.id}>
                    <ChromeLink link={menu.link!} newTab={newTab} className={sheetLink}>
                      {menu.label}
                    </ChromeLink>
                  </li>
                ))}
              </ul>
            )}
            {sheetSections.map(({ menu, links }) => (
              <div key={menu.id}>
                <h2 className="text-sm font-semibold text-slate-600">{menu.label}</h2>
                <ul className="mt-1 flex flex-col gap-1">
                  {links.map((link) => (
                    <li key={link.id}>
                      <ChromeLink link={link} newTab={newTab} className={sheetLink}>
                        {link.label}
                      </ChromeLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
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
