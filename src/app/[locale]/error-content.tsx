'use client';
/**
 * The 500 state of ./error.tsx in the page's language, loaded when an error is shown, with
 * "Error id: …" when the server gave the error an id (its digest; errors thrown in the browser
 * have none).
 */
import { useTranslations } from 'next-intl';
import { ServerErrorState } from '@/ui/layout/error-state';

export default function ErrorContent({ errorId }: { errorId?: string }) {
  const t = useTranslations('errorPages');
  return (
    <>
      <ServerErrorState t={t} />
      {errorId && (
        <p
          className="mx-auto -mt-16 max-w-xl px-4 pb-16 text-center text-sm text-slate-600"
          data-testid="error-id"
        >
          <span className="font-mono select-all">{t('errorId', { id: errorId })}</span>
          <br />
          {t('errorIdNote')}
        </p>
      )}
    </>
  );
}
