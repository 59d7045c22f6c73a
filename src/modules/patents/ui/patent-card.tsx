/**
 * A patent's card on /patents (issue 18 §3): its photo or a placeholder, its name (a link to its
 * page), the owner (a link to the startup's or organization's page, with its type and city), the
 * application numbers, the technology readiness level, sectors and needs. Server component.
 */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { PatentCard, PatentOwner } from '../patents';

/** The owner's page: a startup's or a tech center's. */
export const ownerHref = (owner: PatentOwner) =>
  owner.kind === 'startup'
    ? ({ pathname: '/startup/[seoUrl]', params: { seoUrl: owner.seoUrl } } as const)
    : ({
        pathname: '/tech-center/[seoUrl]/[[...fromHeader]]',
        params: { seoUrl: owner.seoUrl, fromHeader: undefined },
      } as const);

/**
 * A patent's photo (square), or the placeholder drawing; with `placeholder`, another drawing
 * (an owner's logo: the avatar placeholder).
 */
export function PatentPhoto({
  src,
  alt,
  size,
  placeholder = '/patent-placeholder.svg',
}: {
  src: string | null;
  alt: string;
  size: number;
  placeholder?: string;
}) {
  return (
    <img
      src={src ?? placeholder}
      alt={src ? alt : ''}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="shrink-0 rounded-lg bg-slate-100 object-cover"
      style={{ width: size, height: size }}
    />
  );
}

export async function PatentCardView({ patent: p }: { patent: PatentCard }) {
  const t = await getTranslations('patents');
  const chips = [...p.sectors, ...p.needs];
  return (
    <article className="flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <PatentPhoto src={p.photoUrl} alt={t('photoAlt', { name: p.name })} size={64} />
      <div className="min-w-0 grow">
        <h2 className="font-bold wrap-break-word">
          <Link
            href={{ pathname: '/patent/patent-detail/[id]', params: { id: String(p.id) } }}
            className="text-brand-700 hover:underline"
          >
            {p.name}
          </Link>
        </h2>
        <p className="text-sm wrap-break-word text-slate-600">
          <Link href={ownerHref(p.owner)} className="font-medium text-slate-800 underline">
            {p.owner.name}
          </Link>
          {' · '}
          {[p.owner.type ?? t('ownerStartup'), p.owner.location].filter(Boolean).join(' · ')}
        </p>
        <p className="mt-1 text-sm wrap-break-word">
          <span className="text-slate-600">{t('fact.applicationNumbers')}: </span>
          {p.applicationNumbers.join(', ')}
        </p>
        {p.trl !== null && (
          <p className="mt-2 inline-block rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
            {t('fact.trlValue', { trl: p.trl, level: t(`trlLevel.l${p.trl}`) })}
          </p>
        )}
        {chips.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-1 text-xs">
            {chips.map((c, i) => (
              <li key={i} className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
                {c}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
