/**
 * A startup logo, or a placeholder with its initials when there is none. A plain <img>:
 * logos are stored already resized (logo_64/256/512), so next/image's optimizer is not used and
 * its client component (about 8 KB gzipped) stays out of the page (issue 13 §5).
 */

export function StartupLogo({
  name,
  logoUrl,
  size = 48,
  round = false,
}: {
  name: string;
  logoUrl: string | null;
  size?: number;
  /** A circle (a person's photo in a mixed list) rather than a rounded square. */
  round?: boolean;
}) {
  const shape = round ? 'rounded-full' : 'rounded-lg';
  if (logoUrl) {
    return (
      <img
        src={logoUrl}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={`${shape} border border-slate-200 object-contain`}
      />
    );
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
      className={`grid shrink-0 place-items-center ${shape} bg-gradient-to-br from-brand-500 to-brand-700 text-sm font-bold text-white`}
    >
      {initials}
    </span>
  );
}
