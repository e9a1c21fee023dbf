import { InitialsSvg } from '@/components/astrologers/avatar';

/** An avatar drawn from a name's initials, for people without a photo (decorative: the name is beside it). */
export function InitialsAvatar({ name, size = 64, className }: { name: string; size?: number; className?: string }) {
  return <InitialsSvg name={name} size={size} className={className} />;
}
