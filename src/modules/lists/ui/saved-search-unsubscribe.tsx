'use client';
/**
 * The button of /saved-searches/unsubscribe (issue 18 §5 "manage and unsubscribe"): stops the
 * alert of the saved search whose mail carried the link's token
 * (`POST /api/v2/saved-searches/unsubscribe`, no sign-in) and then names the search, or says the
 * link is not valid. A button rather than a change on opening the page, so mail scanners that
 * open every link stop nothing. Props: `token`. Texts: the `savedSearches` namespace.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { UntilHydrated } from '@/ui/until-hydrated';

export function SavedSearchUnsubscribe({ token }: { token: string }) {
  const t = useTranslations('savedSearches');
  const [state, setState] = useState<
    { kind: 'idle' | 'working' | 'invalid' } | { kind: 'done'; name: string }
  >({ kind: 'idle' });
  if (state.kind === 'done' || state.kind === 'invalid')
    return (
      <p role="status" className="mt-6 text-lg font-semibold" data-testid="unsubscribe-result">
        {state.kind === 'done' ? t('unsubscribeDone', { name: state.name }) : t('unsubscribeInvalid')}
      </p>
    );
  return (
    <form
      className="mt-6"
      onSubmit={async (event) => {
        event.preventDefault();
        setState({ kind: 'working' });
        try {
          const { data } = await quietApi.POST('/api/v2/saved-searches/unsubscribe', { body: { token } });
          setState(data ? { kind: 'done', name: data.data.name } : { kind: 'invalid' });
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
          {state.kind === 'working' ? t('working') : t('unsubscribeButton')}
        </button>
      </UntilHydrated>
    </form>
  );
}
