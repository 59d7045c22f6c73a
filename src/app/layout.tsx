/** The root layout passes through: the [locale] layout renders <html> with the page's language. */
import type { ReactNode } from 'react';
import './globals.css';

export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
