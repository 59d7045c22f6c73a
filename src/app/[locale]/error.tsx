'use client';
/** Unexpected rendering errors show the 500 state with a link home (spec §2, §8). */
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { ErrorState } from '@/ui/layout/error-state';

export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('errorPages');
  useEffect(() => console.error(error), [error]);
  return (
    <ErrorState
      code={500}
      title={t('serverErrorTitle')}
      text={t('serverErrorText')}
      homeLabel={t('goHome')}
    />
  );
}
