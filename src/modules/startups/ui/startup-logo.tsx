/** A startup logo, or a placeholder with its initials when there is none. */
export function StartupLogo({ name, logoUrl, size = 48 }: { name: string; logoUrl: string | null; size?: number }) {
  if (logoUrl) {
    // eslint-disable-next-line @next/next/no-img-element -- logos come from the storage service, sizes vary
    return <img src={logoUrl} alt="" width={size} height={size} className="rounded-lg border border-slate-200 object-contain" />;
  }
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w.charAt(0).toLocaleUpperCase())
    .join('');
  return (
    <span
      aria-hidden
      style={{ width: size, height: size }}
      className="grid shrink-0 place-items-center rounded-lg bg-gradient-to-br from-brand-500 to-brand-700 text-sm font-bold text-white"
    >
      {initials}
    </span>
  );
}
