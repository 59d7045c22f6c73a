/** /reset-password?token= (TR /tr/sifre-sifirla): the new password twice (spec §5). */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { privatePageMetadata } from '@/ui/seo';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { ResetPasswordForm } from '@/modules/identity/ui/password-forms';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = privatePageMetadata('auth', 'resetTitle');

export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token } = await searchParams;
  const t = await getTranslations('auth');
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-black">{t('resetTitle')}</h1>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <ResetPasswordForm
          token={typeof token === 'string' ? token : ''}
          loginPath={getPathname({ href: '/login', locale })}
        />
      </div>
    </section>
  );
}
