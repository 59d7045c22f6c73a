/**
 * A person's round photo (profile, talent card and page). Uploads are already resized to the
 * spec's sizes (pP_512/256/64), so Next's image optimizer is skipped; a placeholder stands in
 * when there is no photo.
 */
import Image from 'next/image';

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
    <Image
      src={src ?? '/avatar-placeholder.svg'}
      alt={alt}
      width={size}
      height={size}
      unoptimized
      className={`rounded-full bg-slate-200 object-cover ${className}`.trim()}
      style={{ width: size, height: size }}
    />
  );
}
