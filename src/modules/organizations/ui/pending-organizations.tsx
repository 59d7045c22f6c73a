'use client';
/** The admins' approval list: select pending organizations and approve or delete them at once. */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { FormMessage } from '@/ui/form';
import { formatDate } from '@/lib/format';

type Item = { id: number; name: string; type: string; createdAt: string };

export function PendingOrganizations({ items }: { items: Item[] }) {
  const t = useTranslations('organizer.admin');
  const locale = useLocale() as 'en' | 'tr';
  const router = useRouter();
  const [chosen, setChosen] = useState<number[]>([]);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const review = async (decision: 'approve' | 'delete') => {
    const { data, error, response } = await quietApi.POST('/api/v2/admin/organizations/review', {
      body: { ids: chosen, decision },
    });
    setMessage(
      response.ok
        ? { ok: true, text: t('done', { count: data?.data ?? 0 }) }
        : { ok: false, text: messageOf(error) ?? '' },
    );
    if (response.ok) {
      setChosen([]);
      router.refresh();
    }
  };
  if (!items.length)
    return (
      <>
        {message && <FormMessage kind={message.ok ? 'status' : 'alert'}>{message.text}</FormMessage>}
        <p className="mt-6 text-slate-600">{t('none')}</p>
      </>
    );
  return (
    <div className="mt-6 space-y-4" data-testid="pending-organizations">
      <ul className="space-y-2">
        {items.map((o) => (
          <li key={o.id} className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3">
            <input
              type="checkbox"
              aria-label={t('select', { name: o.name })}
              checked={chosen.includes(o.id)}
              onChange={(e) =>
                setChosen((c) => (e.target.checked ? [...c, o.id] : c.filter((x) => x !== o.id)))
              }
            />
            <span className="font-semibold">{o.name}</span>
            <span className="text-sm text-slate-600">{o.type}</span>
            <span className="ml-auto text-xs text-slate-500">
              {t('createdBy', { date: formatDate(o.createdAt, locale) })}
            </span>
          </li>
        ))}
      </ul>
      <div className="flex gap-3">
        <button
          type="button"
          disabled={!chosen.length}
          onClick={() => void review('approve')}
          className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white disabled:bg-slate-300"
        >
          {t('approve')}
        </button>
        <button
          type="button"
          disabled={!chosen.length}
          onClick={() => void review('delete')}
          className="rounded-lg border border-red-300 px-4 py-2 font-semibold text-red-700 disabled:text-slate-400"
        >
          {t('delete')}
        </button>
      </div>
      {message && <FormMessage kind={message.ok ? 'status' : 'alert'}>{message.text}</FormMessage>}
    </div>
  );
}
