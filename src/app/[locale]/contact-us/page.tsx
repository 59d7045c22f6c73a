/**
 * /contact-us (TR /iletisim; issue 17 §2 "/contact-us (form with captcha and rate limit, stored
 * and mailed to the site's contact address)"; spec public §2 static pages): the `contact-us`
 * content the admins edit (its title, last-updated date and body as the other static pages show
 * them, src/modules/content; a short built-in text while the row is missing), the site's contact
 * details from the settings (e-mail, phone, address in the page's language, a map link opening in
 * a new tab) and the contact form (src/modules/site/ui/contact-form.tsx; the captcha when CAPTCHA=altcha).
 * Nothing personal is rendered (the page may be served from the shared page cache); a signed-in
 * sender is recognised by the API call's session.
 */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/format';
import { captchaEnabled } from '@/server/captcha';
import { pageCtx } from '@/server/page-context';
import { alternatesFor, siteTitle } from '@/ui/seo';
import { contentDescription, findContent } from '@/modules/content/content';
import { RichBody } from '@/modules/content/ui/rich-body';
import { getContactSettings } from '@/modules/site/settings';
import { ContactForm } from '@/modules/site/ui/contact-form';
import { ContactIntl } from '@/modules/site/ui/contact-intl';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'contactPage' });
  const { db } = await pageCtx(locale);
  const block = await findContent(db, 'contact-us', locale);
  return {
    title: siteTitle(block?.title || t('title')),
    description: block ? contentDescription(block.body) : t('intro'),
    alternates: alternatesFor(locale, '/contact-us'),
  };
}

export default async function ContactUsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  const [t, block, contact] = await Promise.all([
    getTranslations('contactPage'),
    findContent(ctx.db, 'contact-us', locale),
    getContactSettings(ctx.db),
  ]);
  const address = locale === 'tr' ? contact.addressTr : contact.addressEn;
  const hasDetails = Boolean(contact.email || contact.phone || address || contact.mapUrl);
  return (
    <article className="mx-auto max-w-5xl px-4 py-10" data-testid="contact-page">
      <h1 className="text-3xl font-black break-words">{block?.title || t('title')}</h1>
      {block ? (
        <>
          <p className="mt-2 text-sm text-slate-600" data-testid="content-updated">
            <time dateTime={block.updatedAt.toISOString()}>
              {t('updated', { date: formatDate(block.updatedAt, locale) })}
            </time>
          </p>
          <RichBody html={block.body} testId="content-block-contact-us" className="mt-6" />
        </>
      ) : (
        <p className="mt-4 text-slate-700">{t('intro')}</p>
      )}
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_2fr]">
        {hasDetails && (
          <section aria-labelledby="contact-details" className="text-sm">
            <h2 id="contact-details" className="text-lg font-bold">
              {t('details')}
            </h2>
            <dl className="mt-3 space-y-3" data-testid="contact-details">
              {contact.email && (
                <div>
                  <dt className="font-semibold">{t('email')}</dt>
                  <dd>
                    <a href={`mailto:${contact.email}`} className="break-all text-brand-700 underline">
                      {contact.email}
                    </a>
                  </dd>
                </div>
              )}
              {contact.phone && (
                <div>
                  <dt className="font-semibold">{t('phone')}</dt>
                  <dd>
                    <a href={`tel:${contact.phone}`} className="text-brand-700 underline">
                      {contact.phone}
                    </a>
                  </dd>
                </div>
              )}
              {address && (
                <div>
                  <dt className="font-semibold">{t('address')}</dt>
                  <dd className="whitespace-pre-line">{address}</dd>
                </div>
              )}
              {contact.mapUrl && (
                <div>
                  <dt className="sr-only">{t('map')}</dt>
                  <dd>
                    <a
                      href={contact.mapUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-semibold text-brand-700 underline"
                    >
                      {t('map')}
                      <span className="sr-only"> ({t('newTab')})</span>
                    </a>
                  </dd>
                </div>
              )}
            </dl>
          </section>
        )}
        <section
          aria-labelledby="contact-form-title"
          className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${hasDetails ? '' : 'lg:col-span-2'}`}
        >
          <h2 id="contact-form-title" className="text-lg font-bold">
            {t('formTitle')}
          </h2>
          <div className="mt-4">
            <ContactIntl namespace="contactForm">
              <ContactForm captcha={captchaEnabled()} />
            </ContactIntl>
          </div>
        </section>
      </div>
    </article>
  );
}
