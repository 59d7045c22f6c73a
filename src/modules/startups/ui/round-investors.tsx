'use client';
/**
 * The investors of one saved funding round (spec §3 investments "investors"; §7 Company
 * Investors POST/DELETE with body): organizations picked by name (lookup, 2+ letters, 350 ms),
 * optionally as the lead investor; each can be removed. STARTUP_FINANCIAL_WRITE is checked by
 * the server.
 */
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { inputClass } from '@/ui/form';

export type RoundInvestor = { organizationId: number; name: string; isLead: boolean };
type Found = { id: number; name: string };

export function RoundInvestors({
  startupId,
  roundId,
  initial,
  readOnly,
}: {
  startupId: number;
  roundId: number;
  initial: RoundInvestor[];
  readOnly: boolean;
}) {
  const t = useTranslations('startupEditor');
  const [investors, setInvestors] = useState<RoundInvestor[]>(initial);
  const [found, setFound] = useState<Found[]>([]);
  const [text, setText] = useState('');
  const [lead, setLead] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const listId = `round-${roundId}-investors`;

  const add = async (org: Found) => {
    const { error: failure, response } = await quietApi.POST('/apiCommon/Company/Investors', {
      body: { companyId: startupId, list: [{ roundId, organizationId: org.id, isLead: lead }] },
    });
    if (!response.ok) return setError(messageOf(failure) ?? t('failed'));
    setError(null);
    setText('');
    setInvestors((list) => [
      ...list.map((i) => (lead ? { ...i, isLead: false } : i)),
      { organizationId: org.id, name: org.name, isLead: lead },
    ]);
  };
  const remove = async (investor: RoundInvestor) => {
    const { error: failure, response } = await quietApi.DELETE('/apiCommon/Company/Investors', {
      body: { companyId: startupId, list: [{ roundId, organizationId: investor.organizationId }] },
    });
    if (!response.ok) return setError(messageOf(failure) ?? t('failed'));
    setInvestors((list) => list.filter((i) => i.organizationId !== investor.organizationId));
  };

  return (
    <div className="space-y-2 text-sm sm:col-span-full" data-testid="round-investors">
      <p className="font-medium">{t('investors')}</p>
      <ul className="flex flex-wrap gap-1.5">
        {investors.map((i) => (
          <li
            key={i.organizationId}
            className="flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5"
          >
            {i.name}
            {i.isLead && <span className="font-semibold text-brand-700">({t('lead')})</span>}
            {!readOnly && (
              <button
                type="button"
                aria-label={`${t('remove')}: ${i.name}`}
                onClick={() => void remove(i)}
                className="font-bold"
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      {!readOnly && (
        <div className="flex flex-wrap items-end gap-3">
          <label className="block grow">
            <span className="mb-1 block">{t('addInvestor')}</span>
            <input
              list={listId}
              value={text}
              onChange={(e) => {
                const typed = e.target.value;
                const match = found.find((f) => f.name === typed);
                if (match) return void add(match);
                setText(typed);
                clearTimeout(timer.current);
                if (typed.trim().length < 2) return;
                // A failed lookup finds nothing (spec §8: searches show no notice).
                timer.current = setTimeout(() => {
                  void quietApi
                    .GET('/api/v2/organizations/lookup', { params: { query: { name: typed } } })
                    .then(({ data }) => setFound(data?.data ?? []));
                }, 350);
              }}
              className={inputClass}
            />
          </label>
          <datalist id={listId}>
            {found.map((f) => (
              <option key={f.id} value={f.name} />
            ))}
          </datalist>
          <label className="flex items-center gap-2 pb-2">
            <input type="checkbox" checked={lead} onChange={(e) => setLead(e.target.checked)} />
            {t('leadInvestor')}
          </label>
        </div>
      )}
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
