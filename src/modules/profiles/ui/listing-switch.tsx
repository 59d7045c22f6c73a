'use client';
/**
 * The choice to be listed (decision 0025): a switch that says what being listed shows and where,
 * off for new accounts. Switching on needs a title and one more section; the server says which
 * is missing (PUT /api/v2/users/me/listing).
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { quietApi } from '@/ui/api/client';
import { fieldErrorsOf, messageOf } from '@/ui/api/failure';

export function ListingSwitch({ listed, seoUrl }: { listed: boolean; seoUrl: string }) {
  const t = useTranslations('profile.listing');
  const router = useRouter();
  const [on, setOn] = useState(listed);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string[]>([]);
  const toggle = async () => {
    setBusy(true);
    const { error, response } = await quietApi.PUT('/api/v2/users/me/listing', { body: { listed: !on } });
    setBusy(false);
    if (response.ok) {
      setOn(!on);
      setProblem([]);
      router.refresh();
      return;
    }
    setProblem([messageOf(error) ?? t('failed'), ...Object.values(fieldErrorsOf(error))]);
  };
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      aria-labelledby="listing-heading"
      data-testid="listing-switch"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="listing-heading" className="text-lg font-bold">
          {t('title')}
        </h2>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-describedby="listing-explain"
          disabled={busy}
          onClick={() => void toggle()}
          className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 ${
            on ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-slate-400 bg-white text-slate-800'
          }`}
        >
          <span aria-hidden className={`h-3 w-3 rounded-full ${on ? 'bg-white' : 'bg-slate-400'}`} />
          {t('switchLabel')}
        </button>
      </div>
      <p id="listing-explain" className="mt-2 text-sm text-slate-700">
        {on ? t('onExplain') : t('offExplain')} {t('rule')}
      </p>
      {on && (
        <p className="mt-2 text-sm">
          <Link href={{ pathname: '/talent/[seoUrl]', params: { seoUrl } }} className="underline">
            {t('viewPublic')}
          </Link>
        </p>
      )}
      {problem.length > 0 && (
        <div role="alert" data-testid="listing-problem">
          <ul className="mt-2 list-disc pl-5 text-sm text-red-700">
            {problem.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
