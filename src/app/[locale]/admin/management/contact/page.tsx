/**
 * /admin/management/contact (TR /yonetici/yonetim/iletisim; issue 17 §1 "contact details"; D §2
 * admin route `contact`; D §5 "Phone must be valid"; D §6 super admin): the contact details the
 * footer and the contact page show, and where /contact-us messages are mailed. Super admins only
 * (404 for everyone else).
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { privatePageMetadata } from '@/ui/seo';
import { guardAdminPage } from '@/modules/admin/page-guards';
import { getContactForAdmin } from '@/modules/site/settings-admin';
import { ContactSettingsForm } from '@/modules/site/ui/contact-settings-form';
import { SiteAdminIntl } from '@/modules/site/ui/site-admin-intl';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('siteAdmin', 'contact.title');

export default async function ContactAdminPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  guardAdminPage(ctx, 'super');
  const [t, contact] = await Promise.all([getTranslations('siteAdmin'), getContactForAdmin(ctx)]);
  const { defaultRecipient, ...initial } = contact;
  return (
    <section className="px-4 py-8 lg:px-0" data-testid="site-contact-admin">
      <h1 className="text-2xl font-black">{t('contact.title')}</h1>
      <p className="mt-1 max-w-3xl text-slate-600">{t('contact.intro')}</p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <SiteAdminIntl>
          <ContactSettingsForm initial={initial} defaultRecipient={defaultRecipient} />
        </SiteAdminIntl>
      </div>
    </section>
  );
}
