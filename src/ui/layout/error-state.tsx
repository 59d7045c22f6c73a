/** The 404/500 page body (spec §2 "/404 and /500"): status code, title, description, link home. */
import { Link } from '@/i18n/navigation';

export function ErrorState({
  code,
  title,
  text,
  homeLabel,
}: {
  code: number;
  title: string;
  text: string;
  homeLabel: string;
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" data-testid={`error-${code}`}>
      <p className="text-6xl font-black text-brand-600">{code}</p>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
      <Link
        href="/"
        className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {homeLabel}
      </Link>
    </section>
  );
}

/** The 500 body (spec §2 "/500"); `t`: the `errorPages` translator (server or client). */
export function ServerErrorState({
  t,
}: {
  t: (key: 'serverErrorTitle' | 'serverErrorText' | 'goHome') => string;
}) {
  return (
    <ErrorState
      code={500}
      title={t('serverErrorTitle')}
      text={t('serverErrorText')}
      homeLabel={t('goHome')}
    />
  );
}
