/**
 * Site footer (spec public §2 "Footer: link groups and social buttons"; issue 17 §1 "the public
 * header and footer read these"): the name, tagline and contact details (e-mail, phone, address,
 * map link) of the `contact` setting, the social buttons (each named for screen readers, opening
 * in a new tab), the link groups the admins set (src/modules/site/chrome.ts; labels and addresses
 * per language, external links in a new tab), and the data attribution (CC BY-SA 4.0). Server
 * component: no browser code.
 */
import { getLocale, getTranslations } from 'next-intl/server';
import {
  IconBrandBehance,
  IconBrandDribbble,
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandGitlab,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandStackoverflow,
  IconBrandX,
  IconBrandYoutube,
} from '@tabler/icons-react';
import type { Locale } from '@/i18n/locales';
import type { SocialNetwork } from '@/lib/links';
import { getDb } from '@/server/db/client';
import { getSiteChrome } from '@/modules/site/chrome';
import { ChromeLink } from './chrome-link';

const ICONS: Record<SocialNetwork, typeof IconBrandX> = {
  twitter: IconBrandX,
  facebook: IconBrandFacebook,
  linkedin: IconBrandLinkedin,
  instagram: IconBrandInstagram,
  github: IconBrandGithub,
  gitlab: IconBrandGitlab,
  dribbble: IconBrandDribbble,
  behance: IconBrandBehance,
  stackoverflow: IconBrandStackoverflow,
  youtube: IconBrandYoutube,
};

export async function Footer() {
  const t = await getTranslations('footer');
  const c = await getTranslations('siteChrome');
  const locale = (await getLocale()) as Locale;
  const chrome = await getSiteChrome(await getDb(), locale);
  const newTab = c('newTab');
  const { contact } = chrome;
  const hasContact = Boolean(contact.email || contact.phone || contact.address);
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,3fr)]">
        <div>
          <p className="text-lg font-bold">Startup Atlas</p>
          <p className="mt-1 text-sm text-slate-600">{t('tagline')}</p>
          {hasContact && (
            <address className="mt-4 space-y-1 text-sm text-slate-700 not-italic">
              {contact.address && <p className="whitespace-pre-line">{contact.address}</p>}
              {contact.email && (
                <p>
                  <span className="sr-only">{c('email')}: </span>
                  <a href={`mailto:${contact.email}`} className="hover:underline">
                    {contact.email}
                  </a>
                </p>
              )}
              {contact.phone && (
                <p>
                  <span className="sr-only">{c('phone')}: </span>
                  <a href={`tel:${contact.phone}`} className="hover:underline">
                    {contact.phone}
                  </a>
                </p>
              )}
              {contact.mapUrl && (
                <p>
                  <ChromeLink
                    link={{ href: contact.mapUrl, external: true, app: false }}
                    newTab={newTab}
                    className="underline"
                  >
                    {c('map')}
                  </ChromeLink>
                </p>
              )}
            </address>
          )}
          {chrome.social.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={c('social')} data-testid="social-buttons">
              {chrome.social.map((s) => {
                const Icon = ICONS[s.network];
                return (
                  <li key={s.id}>
                    <a
                      href={s.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${s.label} ${newTab}`}
                      className="grid size-9 place-items-center rounded-full border border-slate-300 text-slate-700 hover:bg-slate-100 hover:text-brand-700"
                    >
                      <Icon aria-hidden="true" size={18} stroke={1.75} />
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
          <p className="mt-4 text-xs text-slate-500">{t('rights')}</p>
        </div>
        {chrome.footer.length > 0 && (
          <nav aria-label={c('footerNav')} className="grid grid-cols-2 gap-8 md:grid-cols-4">
            {chrome.footer.map((group) => (
              <div key={group.id} className="min-w-0">
                <p id={`footer-group-${group.id}`} className="font-semibold">
                  {group.label}
                </p>
                <ul aria-labelledby={`footer-group-${group.id}`} className="mt-2 space-y-1 text-sm">
                  {group.links.map((link) => (
                    <li key={link.id} className="break-words">
                      <ChromeLink link={link} newTab={newTab} className="hover:underline">
                        {link.label}
                      </ChromeLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        )}
      </div>
      <p className="border-t border-slate-100 px-4 py-3 text-center text-xs text-slate-500">
        {t('attribution')}{' '}
        <a
          href="https://creativecommons.org/licenses/by-sa/4.0/"
          rel="license noopener"
          className="underline"
        >
          CC BY-SA 4.0
        </a>
      </p>
    </footer>
  );
}
