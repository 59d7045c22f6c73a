'use client';
/** The header's avatar popover (spec §2): the user's name and logout, which blocks a second click and goes home. */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { authClient } from './auth-client';

export function AccountMenu({ name, homePath }: { name: string; homePath: string }) {
  const t = useTranslations('auth');
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w.charAt(0).toLocaleUpperCase())
    .join('');
  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-label={t('account')}
        onClick={() => setOpen((o) => !o)}
        className="grid size-9 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white"
      >
        {initials || '•'}
      </button>
      {open && (
        <div className="absolute right-0 z-40 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
          <p className="truncate px-2 py-1 text-sm font-semibold" data-testid="account-name">
            {name}
          </p>
          <button
            type="button"
            disabled={leaving}
            onClick={async () => {
              setLeaving(true);
              await authClient.signOut();
              window.location.assign(homePath);
            }}
            className="mt-1 w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-slate-100 disabled:text-slate-400"
          >
            {leaving ? t('working') : t('logout')}
          </button>
        </div>
      )}
    </div>
  );
}
