'use client';
/** The 500 state of ./error.tsx in the page's language, loaded when an error is shown. */
import { useTranslations } from 'next-intl';
import { ServerErrorState } from '@/ui/layout/error-state';

export default function ErrorContent() {
  const t = useTranslations('errorPages');
  return <ServerErrorState t={t} />;
}
