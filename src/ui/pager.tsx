/** Previous / "page X of Y" / next links under a paged list (talents, tech centers). */
import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';

type Href = ComponentProps<typeof Link>['href'];

export function Pager({
  page,
  pages,
  href,
  labels,
}: {
  page: number;
  pages: number;
  /** The address of page `n`. */
  href: (n: number) => Href;
  labels: { previous: string; next: string; pageOf: string };
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.pageOf} className="mt-6 flex items-center justify-between text-sm">
      {page > 1 ? <Link href={href(page - 1)}>← {labels.previous}</Link> : <span />}
      <span>{labels.pageOf}</span>
      {page < pages ? <Link href={href(page + 1)}>{labels.next} →</Link> : <span />}
    </nav>
  );
}
