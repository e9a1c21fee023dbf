import { Flower2, type LucideIcon, ScrollText, Sparkles, UsersRound } from 'lucide-react';
import styles from './home-hero.module.css';

const icons: Record<string, LucideIcon> = {
  'online-astrologers': UsersRound,
  'vedic-meditation': Flower2,
  'online-kundali': ScrollText,
  'vedic-tools': Sparkles,
};

/** The drawn icon of a hero tile (decorative: the tile's label names it). */
export function TileIcon({ slug }: { slug: string }) {
  const Icon = icons[slug] ?? Sparkles;
  return (
    <span className={styles.tileIcon} aria-hidden="true">
      <Icon size={24} />
    </span>
  );
}
