/**
 * A person's round photo (profile, talent card and page). Uploads are already resized to the
 * spec's sizes (pP_512/256/64), so a plain <img> serves them (next/image's client component
 * would add about 8 KB of JavaScript to every page; issue 13 §5); a placeholder stands in when
 * there is no photo.
 */

export function Avatar({
  src,
  alt,
  size,
  className = '',
}: {
  src: string | null | undefined;
  alt: string;
  size: number;
  className?: string;
}) {
  return (
    <img
      src={src ?? '/avatar-placeholder.svg'}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={`rounded-full bg-slate-200 object-cover ${className}`.trim()}
      style={{ width: size, height: size }}
    />
  );
}
