/** 404 for addresses outside the localized routes (spec §2 "/404"). */
import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Page not found · Startup Atlas', robots: { index: false } };

/** The English 404 page of addresses no locale owns. */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <h1>404 Not Found</h1>
        <p>This page could not be found</p>
        <Link href="/">Go to the home page</Link>
      </body>
    </html>
  );
}
