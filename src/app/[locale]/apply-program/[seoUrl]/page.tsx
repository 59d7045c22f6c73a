/**
 * /apply-program/{seoUrl} (TR /programa-basvur/{seoUrl}; dashboard-and-operations §2 public
 * apply pages; §4 no application after the deadline; §6 "Visitor: cannot message or apply";
 * §8 messages): visitors are asked to log in (and come back here), founders choose a startup,
 * answer every question and may attach a presentation. Closed programs say so.
 */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { orNotFound } from '@/server/page-guards';
import { translateError } from '@/server/i18n';
import { formatDate } from '@/lib/format';
import { getApplyForm } from '@/modules/programs/applications';
import { ApplyForm } from '@/modules/programs/ui/apply-form';
import { siteTitle } from '@/ui/seo';

type Props = { params: Promise<{ locale: Locale; seoUrl: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, seoUrl } = await params;
  const data = await orNotFound(getApplyForm(await pageCtx(locale), decodeURIComponent(seoUrl)));
  const t = await getTranslations({ locale, namespace: 'applyProgram' });
  return { title: siteTitle(t('title', { name: data.program.name })), robots: { index: false } };
}

export default async function ApplyProgramPage({ params }: Props) {
  const { locale, seoUrl } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  const data = await orNotFound(getApplyForm(ctx, decodeURIComponent(seoUrl)));
  const t = await getTranslations('applyProgram');
  const here = getPathname({
    href: { pathname: '/apply-program/[seoUrl]', params: { seoUrl: data.program.seoUrl } },
    locale,
  });
  let body: React.ReactNode;
  if (data.state !== 'open')
    body = (
      <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900">
        {translateError(
          data.state === 'closed' ? 'program.deadline_passed' : 'program.not_started',
          {},
          locale,
        )}
      </p>
    );
  else if (!ctx.viewer.userId)
    body = (
      <div className="rounded-lg bg-slate-50 p-4">
        <p role="alert">{translateError('program.login_required', {}, locale)}</p>
        <Link
          href={{ pathname: '/login', query: { redirectUrl: here } }}
          className="mt-3 inline-block rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white"
        >
          {t('login')}
        </Link>
      </div>
    );
  else if (!data.startups.length)
    body = (
      <div className="rounded-lg bg-slate-50 p-4">
        <p>{t('noStartups')}</p>
        <Link
          href="/profile/add-startup"
          className="mt-3 inline-block font-semibold text-brand-700 underline"
        >
          {t('addStartup')}
        </Link>
      </div>
    );
  else body = <ApplyForm data={data} />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <p className="text-sm text-slate-600">
        <Link
          href={{ pathname: '/program/[seoUrl]', params: { seoUrl: data.program.seoUrl } }}
          className="underline"
        >
          {t('by', { name: data.program.organizationName })}
        </Link>
      </p>
      <h1 className="mt-1 text-2xl font-black">{t('title', { name: data.program.name })}</h1>
      {data.program.applyEndDate && (
        <p className="mb-6 mt-1 text-slate-600">
          {t('deadline', { date: formatDate(data.program.applyEndDate, locale) })}
        </p>
      )}
      {body}
      {ctx.viewer.userId && (
        <p className="mt-6 text-sm">
          <Link href="/dashboard/my-program-applications" className="text-brand-700 underline">
            {t('myApplications')}
          </Link>
        </p>
      )}
    </section>
  );
}
