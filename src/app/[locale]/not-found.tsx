import { getTranslations } from 'next-intl/server';
import { ErrorState } from '@/ui/layout/error-state';

export default async function NotFound() {
  const t = await getTranslations('errorPages');
  return (
    <ErrorState code={404} title={t('notFoundTitle')} text={t('notFoundText')} homeLabel={t('goHome')} />
  );
}
