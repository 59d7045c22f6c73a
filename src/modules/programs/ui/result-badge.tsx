/** The public result of a program application (inspecting, approved, declined) as a coloured badge. */
import type { PublicResult } from '../schema';

const COLOURS: Record<PublicResult, string> = {
  inspecting: 'bg-slate-100 text-slate-700',
  approved: 'bg-emerald-50 text-emerald-800',
  declined: 'bg-red-50 text-red-800',
};

export function ResultBadge({ result, label }: { result: PublicResult; label: string }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${COLOURS[result]}`}>{label}</span>;
}
