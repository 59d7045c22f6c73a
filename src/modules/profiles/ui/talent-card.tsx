/**
 * A talent in the list (spec §2 /talents): photo, name, title, place, skills, share badge, and,
 * given `save` (the localized lists and login pages), the "Save to list" bookmark button (issue
 * 18 §5 "add from any card"; the caller wraps the cards in `ClientMessages` with `lists`).
 */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { ClientMessages } from '@/ui/client-messages';
import { SaveToList } from '@/modules/lists/ui/save-to-list';
import { saveToListPaths } from '@/modules/lists/ui/save-to-list-button';
import { Avatar } from '@/ui/avatar';
import type { TalentSummary } from '../talents';

export function TalentCard({
  talent,
  shareLabel,
  save,
}: {
  talent: TalentSummary;
  shareLabel: string | null;
  save?: { listsPath: string; loginPath: string };
}) {
  const place = [talent.city, talent.country].filter(Boolean).join(', ');
  return (
    <article
      data-testid="talent-card"
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <Avatar src={talent.photoUrl} alt="" size={56} />
        <div className="min-w-0">
          <h2 className="truncate font-bold">
            <Link
              href={{ pathname: '/talent/[seoUrl]', params: { seoUrl: talent.seoUrl } }}
              className="hover:underline"
            >
              {`${talent.name} ${talent.surname}`}
            </Link>
          </h2>
          {talent.title && <p className="truncate text-sm text-slate-600">{talent.title}</p>}
          {place && <p className="truncate text-xs text-slate-500">{place}</p>}
        </div>
        {save && (
          <div className="ml-auto shrink-0">
            <SaveToList
              kind="person"
              entityId={talent.seoUrl}
              name={`${talent.name} ${talent.surname}`}
              listsPath={save.listsPath}
              loginPath={save.loginPath}
              variant="icon"
            />
          </div>
        )}
      </div>
      {talent.skills.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1">
          {talent.skills.map((s) => (
            <li key={s} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs">
              {s}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-3 text-xs">
        {talent.jobSearchStatus && (
          <span className="rounded bg-brand-50 px-2 py-0.5 text-brand-700">{talent.jobSearchStatus}</span>
        )}
        {shareLabel && (
          <span className="rounded bg-emerald-50 px-2 py-0.5 text-emerald-800">{shareLabel}</span>
        )}
      </div>
    </article>
  );
}

/**
 * A grid of talent cards with their share badges and "Save to list" buttons (the /talents list
 * and the home page's talents). `className`: extra classes of the grid.
 */
export async function TalentCards({
  talents,
  locale,
  className = '',
}: {
  talents: TalentSummary[];
  locale: Locale;
  className?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'talents' });
  const save = saveToListPaths(locale);
  const share = (min: number | null, max: number | null) =>
    min == null && max == null ? null : t('share', { min: min ?? 0, max: max ?? min ?? 0 });
  return (
    <ClientMessages namespaces={['lists']}>
      <div className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${className}`}>
        {talents.map((talent) => (
          <TalentCard
            key={talent.seoUrl}
            talent={talent}
            shareLabel={share(talent.shareMin, talent.shareMax)}
            save={save}
          />
        ))}
      </div>
    </ClientMessages>
  );
}
