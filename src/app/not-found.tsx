/**
 * 404 for addresses outside the localized routes (spec §2 "/404"). A plain link home, not
 * next/link: this boundary is part of every page, and next/link here put a second copy of it
 * in every page's first view (3.3 KB gzipped; issue 13 §5).
 */

/** The English 404 page of addresses no locale owns. */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      {/* Next ignores metadata exports of not-found files: the title is written here. */}
      <head>
        <title>Page not found · Startup Atlas</title>
        <meta name="robots" content="noindex" />
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <h1>404 Not Found</h1>
        <p>This page could not be found</p>
        <a href="/">Go to the home page</a>
      </body>
    </html>
  );
}
