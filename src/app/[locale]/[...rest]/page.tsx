/** Unknown addresses render the 404 page with status 404 (spec §2 route guards). */
import { notFound } from 'next/navigation';

export default function CatchAll() {
  notFound();
}
