'use client';
/**
 * A provider's visibility switch and delete button on /dashboard/providers (dashboard §7
 * PATCH ServiceProviders/SetVisibility, DELETE ServiceProviders/Delete/{id}); delete asks first.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { apiCall } from '@/ui/api-call';

export function ProviderActions({ id, name, isVisible }: { id: number; name: string; isVisible: boolean }) {
  const t = useTranslations('providers');
  const locale = useLocale();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (method: 'PATCH' | 'DELETE', path: string) => {
    setBusy(true);
    const res = await apiCall(method, path, locale);
    setBusy(false);
    setError(res.ok ? null : (res.message ?? t('failed')));
    if (res.ok) router.refresh();
  };
  return (
    <span className="flex flex-wrap items-center gap-3 text-sm">
      <button
        type="button"
        disabled={busy}
        className="font-semibold text-brand-700 underline"
        onClick={() =>
          void run(
            'PATCH',
            `/apiCommon/ServiceProviders/SetVisibility?serviceProviderId=${id}&visibility=${!isVisible}`,
          )
        }
      >
        {isVisible ? t('hide') : t('show')}
      </button>
      <button
        type="button"
        disabled={busy}
        className="text-red-700 underline"
        onClick={() => {
          if (window.confirm(t('confirmDelete', { name })))
            void run('DELETE', `/apiCommon/ServiceProviders/Delete/${id}`);
        }}
      >
        {t('delete')}
      </button>
      {error && (
        <span role="alert" className="text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
