/** Site footer (spec §2): link groups, data attribution (CC BY-SA 4.0). */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

export async function Footer() {
  const t = await getTranslations('footer');
  const nav = await getTranslations('nav');
  const pricing = await getTranslations('pricing');
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold">Startup Atlas</p>
          <p className="mt-1 text-sm text-slate-600">{t('tagline')}</p>
          <p className="mt-3 text-xs text-slate-500">{t('rights')}</p>
        </div>
        <div>
          <p className="font-semibold">{t('explore')}</p>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <Link href="/startups" className="hover:underline">
                {nav('startups')}
              </Link>
            </li>
            <li>
              <Link href="/reports" className="hover:underline">
                {nav('reports')}
              </Link>
            </li>
            <li>
              <Link href="/payment-plans" className="hover:underline">
                {nav('pricing')}
              </Link>
            </li>
            <li>
              <Link href="/static/membership-packages" className="hover:underline">
                {pricing('compareLink')}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <p className="font-semibold">{t('resources')}</p>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <Link href="/data-sources" className="hover:underline">
                {nav('dataSources')}
              </Link>
            </li>
            <li>
              <a href="/api/docs" className="hover:underline">
                {nav('apiDocs')}
              </a>
            </li>
          </ul>
        </div>
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
