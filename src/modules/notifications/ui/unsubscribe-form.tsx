'use client';
/**
 * The button of /notifications/unsubscribe (issue 15 §4): turns off the e-mails of the kind the
 * link's token names (`POST /api/v2/notifications/unsubscribe`, no sign-in) and then says which
 * kind ('You will no longer get e-mails about {kind}.'), or that the link is not valid. A button
 * rather than a change on opening the page: mail scanners that open every link of an e-mail do
 * not turn anyone's e-mails off.
 *
 * Props: `token` (the link's `token`).
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { quietApi } from '@/ui/api/client';
import { UntilHydrated } from '@/ui/until-hydrated';

export function UnsubscribeForm({ token }: { token: string }) {
  const t = useTranslations('messaging.unsubscribe');
  const tk = useTranslations('messaging.kinds');
  const [state, setState] = useState<
    { kind: 'idle' | 'working' | 'invalid' } | { kind: 'done'; what: string }
  >({ kind: 'idle' });
  if (state.kind === 'done' || state.kind === 'invalid')
    return (
      <div role="status" className="mt-6 space-y-3">
        <p className="text-lg font-semibold" data-testid="unsubscribe-result">
          {state.kind === 'done' ? t('done', { kind: tk(state.what) }) : t('invalid')}
        </p>
        <p className="text-sm text-slate-600">
          <Link href="/dashboard/settings" className="font-semibold text-brand-700 underline">
            {t('settings')}
          </Link>{' '}
          {t('settingsHint')}
        </p>
      </div>
    );
  return (
    <form
      className="mt-6"
      onSubmit={async (event) => {
        event.preventDefault();
        setState({ kind: 'working' });
        try {
          const { data } = await quietApi.POST('/api/v2/notifications/unsubscribe', { body: { token } });
          setState(data ? { kind: 'done', what: data.data } : { kind: 'invalid' });
        } catch {
          setState({ kind: 'idle' });
        }
      }}
    >
      <UntilHydrated>
        <button
          type="submit"
          disabled={state.kind === 'working'}
          className="rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300 disabled:text-slate-700"
        >
          {state.kind === 'working' ? t('working') : t('confirm')}
        </button>
      </UntilHydrated>
    </form>
  );
}
