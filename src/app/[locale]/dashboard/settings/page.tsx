/**
 * /dashboard/settings (TR /panel/ayarlar; issue 15 §4 "e-mail preferences"): the signed-in
 * user's language (that of their e-mails and notifications; the profile's language, TR=0, EN=1)
 * and their e-mail choice per notification kind, and the link to their personal-data download
 * (issue 17 §2). Visitors get 404.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { pageCtx } from '@/server/page-context';
import { requireSignedIn } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { getMyProfile } from '@/modules/profiles/profile';
import { getEmailPreferences, EMAIL_KINDS } from '@/modules/notifications/notifications';
import { EmailPreferencesForm, LanguageForm } from '@/modules/notifications/ui/settings-forms';
import { MessagingIntl } from '@/modules/messaging/ui/messaging-intl';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('messaging', 'settings.title');

export default async function SettingsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const [t, tk, tp, preferences, profile] = await Promise.all([
    getTranslations('messaging.settings'),
    getTranslations('messaging.kinds'),
    getTranslations('personalData'),
    getEmailPreferences(ctx),
    getMyProfile(ctx),
  ]);
  const language = profile.languageId === 0 ? 'tr' : profile.languageId === 1 ? 'en' : locale;
  const labels = Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, tk(kind)]));
  const card = 'mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-black">{t('title')}</h1>
      <MessagingIntl>
        <div className={card} data-testid="language-settings">
          <h2 className="text-lg font-bold">{t('languageTitle')}</h2>
          <p className="mt-1 mb-4 text-sm text-slate-600">{t('languageLead')}</p>
          <LanguageForm initial={language} />
        </div>
        <div className={card} data-testid="email-settings">
          <h2 className="text-lg font-bold">{t('emailTitle')}</h2>
          <p className="mt-1 mb-4 text-sm text-slate-600">{t('emailLead')}</p>
          <EmailPreferencesForm kinds={EMAIL_KINDS} initial={preferences} labels={labels} />
        </div>
      </MessagingIntl>
      {/* Personal-data rights (issue 17 §2): the download page. */}
      <div className={card} data-testid="personal-data-settings">
        <h2 className="text-lg font-bold">{tp('settingsTitle')}</h2>
        <p className="mt-1 mb-3 text-sm text-slate-600">{tp('settingsLead')}</p>
        <Link href="/profile/settings/personal-data" className="font-semibold text-brand-700 underline">
          {tp('settingsLink')}
        </Link>
      </div>
    </section>
  );
}
