/** 404 for addresses outside the localized routes (spec §2 "/404"). */
import Link from 'next/link';

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
        <Link href="/">Go to the home page</Link>
      </body>
    </html>
  );
}
