/** A talent in the list (spec §2 /talents): photo, name, title, place, skills, share badge. */
import { Link } from '@/i18n/navigation';
import { Avatar } from '@/ui/avatar';
import type { TalentSummary } from '../talents';

export function TalentCard({ talent, shareLabel }: { talent: TalentSummary; shareLabel: string | null }) {
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
