import {
  Calculator,
  CalendarClock,
  CalendarDays,
  CircleDot,
  Compass,
  Flame,
  Flower2,
  Grid3x3,
  Heart,
  HeartHandshake,
  Layers,
  type LucideIcon,
  Music,
  ScrollText,
  Sigma,
  Smartphone,
  Sparkles,
  Type,
} from 'lucide-react';

/**
 * The lucide icons the tools list names, imported one by one (a dynamic lookup would ship the whole
 * icon set). A tool added with a new icon name needs it here; a test checks every tool has one.
 */
export const TOOL_ICONS: Readonly<Record<string, LucideIcon>> = {
  'scroll-text': ScrollText,
  'heart-handshake': HeartHandshake,
  'calendar-days': CalendarDays,
  'calendar-clock': CalendarClock,
  calculator: Calculator,
  type: Type,
  smartphone: Smartphone,
  sigma: Sigma,
  'grid-3x3': Grid3x3,
  sparkles: Sparkles,
  layers: Layers,
  heart: Heart,
  'circle-dot': CircleDot,
  flame: Flame,
  compass: Compass,
  music: Music,
  'flower-2': Flower2,
};

export function ToolIcon({ name, size = 24, className }: { name: string; size?: number; className?: string }) {
  const Icon = TOOL_ICONS[name] ?? Sparkles;
  return <Icon aria-hidden="true" size={size} className={className} />;
}
