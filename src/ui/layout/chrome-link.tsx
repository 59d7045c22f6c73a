/**
 * One link of the header or footer as the admins set it (issue 17 §1 "external links open in a
 * new tab"; src/modules/site/chrome.ts): an external link opens in a new tab with
 * rel="noopener noreferrer", a visible ↗ and "(opens in a new tab)" for screen readers; a page of
 * the app uses client-side navigation (next/link); any other path of the site (/api/docs) is a
 * plain link. Server component (no browser code of its own); extra props (a menu item's) pass
 * through to the `<a>`.
 */
import NextLink from 'next/link';
import type { AnchorHTMLAttributes, ReactNode } from 'react';

/**
 * Renders `children` as a link to `link.href`. `newTab` is the screen-reader note of external
 * links ("(opens in a new tab)").
 */
export function ChromeLink({
  link,
  newTab,
  children,
  ...rest
}: {
  link: { href: string; external: boolean; app: boolean };
  newTab: string;
  children: ReactNode;
} & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'>) {
  if (link.external)
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span aria-hidden="true"> ↗</span>
        <span className="sr-only"> {newTab}</span>
      </a>
    );
  if (link.app)
    return (
      // No prefetch on sight: scrolling to the footer must not fetch other pages' code (issue 13 §5).
      <NextLink href={link.href} prefetch={false} {...rest}>
        {children}
      </NextLink>
    );
  return (
    <a href={link.href} {...rest}>
      {children}
    </a>
  );
}
