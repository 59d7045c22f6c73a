/**
 * One entry of a list (issue 18 §5), on the owner's lists page and on a shared list: its logo or
 * photo (initials when there is none), its name linking to its page, its kind and a detail
 * line; an entry no longer public shows as such, without a link.
 */
import { Link } from '@/i18n/navigation';
import { StartupLogo } from '@/modules/startups/ui/startup-logo';
import type { SearchHit } from '@/modules/search/global-search';
import { hitHref } from '@/modules/search/hit-href';

export function ListEntryRow({
  entry,
  kindLabel,
  unavailable,
  detail,
}: {
  entry: SearchHit | null;
  kindLabel: string;
  /** "No longer public". */
  unavailable: string;
  /** A line under the name ("Added 3 May 2026"), or none. */
  detail?: string;
}) {
  return (
    <div className="flex items-center gap-3">
      <StartupLogo
        name={entry?.name ?? '?'}
        logoUrl={entry?.image ?? null}
        size={40}
        round={entry?.kind === 'person'}
      />
      <div className="min-w-0">
        {entry ? (
          <Link
            href={hitHref(entry.kind, entry.seoUrl)}
            className="font-semibold text-ink hover:text-brand-700"
          >
            {entry.name}
          </Link>
        ) : (
          <span className="font-semibold text-slate-500">{unavailable}</span>
        )}
        <p className="truncate text-sm text-slate-600">
          {kindLabel}
          {entry?.subtitle ? ` · ${entry.subtitle}` : ''}
          {detail ? ` · ${detail}` : ''}
        </p>
      </div>
    </div>
  );
}
