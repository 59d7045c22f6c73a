/**
 * One row of the /search results (issue 18 §4): the entry's logo or photo (initials when there is
 * none), its name linking to its page, its kind and its subtitle (a person's title, a startup's
 * tagline, an organization's type, a program's or job's owner, a provider's slogan).
 */
import { Link } from '@/i18n/navigation';
import { StartupLogo } from '@/modules/startups/ui/startup-logo';
import type { SearchHit } from '../global-search';
import { hitHref } from '../hit-href';

/** `kindLabel`: the hit's kind in the page's language ("Program"). */
export function SearchHitRow({ hit, kindLabel }: { hit: SearchHit; kindLabel: string }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3">
      <StartupLogo name={hit.name} logoUrl={hit.image} size={48} round={hit.kind === 'person'} />
      <div className="min-w-0">
        <Link href={hitHref(hit.kind, hit.seoUrl)} className="font-semibold text-ink hover:text-brand-700">
          {hit.name}
        </Link>
        <p className="truncate text-sm text-slate-600">
          <span className="text-slate-500">{kindLabel}</span>
          {hit.subtitle ? ` · ${hit.subtitle}` : ''}
        </p>
      </div>
    </div>
  );
}
