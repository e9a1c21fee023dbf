import { Pause, Play } from 'lucide-react';

/**
 * The pause button of an autoplaying track (apps/web/islands/autoplay.island.ts). Both states are
 * in the markup and the island shows one: "Pause" while it plays, "Play" once paused.
 */
export function AutoplayToggle({
  pauseLabel,
  playLabel,
  className,
  testId,
}: {
  pauseLabel: string;
  playLabel: string;
  className?: string;
  testId?: string;
}) {
  return (
    <button type="button" className={className} data-autoplay-toggle="" data-testid={testId}>
      <span data-when="playing">
        <Pause aria-hidden="true" size={18} /> {pauseLabel}
      </span>
      <span data-when="paused" hidden>
        <Play aria-hidden="true" size={18} /> {playLabel}
      </span>
    </button>
  );
}
