/**
 * A user's round photo in the messaging screens, or their initials on a coloured disc when they
 * have none (dashboard-and-operations §2 `/dashboard/messages`). Decorative: the name is always
 * written beside it.
 */
import { Avatar } from '@/ui/avatar';
import { initialsOf } from '@/ui/viewer-slots';

/** `user`'s photo (`photoUrl`) or the initials of `name surname`, `size` px wide. */
export function PersonPhoto({
  user,
  size = 44,
}: {
  user: { name: string; surname: string; photoUrl: string | null };
  size?: number;
}) {
  if (user.photoUrl) return <Avatar src={user.photoUrl} alt="" size={size} className="shrink-0" />;
  return (
    <span
      aria-hidden="true"
      className="grid shrink-0 place-items-center rounded-full bg-brand-100 font-bold text-brand-700"
      style={{ width: size, height: size, fontSize: Math.round(size / 2.8) }}
    >
      {initialsOf(`${user.name} ${user.surname}`)}
    </span>
  );
}
