'use client';

import { ExternalLink, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useAutoplay } from '../ui/use-autoplay';
import s from './media.module.css';

export interface PressItem {
  key: string;
  name: string;
  url: string;
  logo: string;
}

/** Media autoplay step (spec section 9). */
export const MEDIA_AUTOPLAY_MS = 3000;

/**
 * The Media Presence row: press links opening in a new tab. It moves on by one logo every
 * 3 seconds and back to the start after the last; it holds still while hovered or focused, while
 * the tab is hidden, after Pause, and always with prefers-reduced-motion.
 */
export function MediaCarousel({
  items,
  label,
  pauseLabel,
  playLabel,
  newTab,
}: {
  items: PressItem[];
  label: string;
  pauseLabel: string;
  playLabel: string;
  newTab: string;
}) {
  const { track, playing, setPlaying } = useAutoplay(MEDIA_AUTOPLAY_MS);

  return (
    <div className={s.frame}>
      <ul ref={track} className={s.track} aria-label={label} data-testid="press-list">
        {items.map((item) => (
          <li key={item.key} className={s.slide}>
            <a
              href={item.url}
              target="_blank"
              rel="noopener noreferrer"
              className={s.link}
              data-testid="press-link"
              data-press={item.key}
            >
              <PressLogo src={item.logo} />
              <span className={s.name}>{item.name}</span>
              <span className="visually-hidden"> {newTab}</span>
              <ExternalLink aria-hidden="true" size={14} className={s.external} />
            </a>
          </li>
        ))}
      </ul>
      <button type="button" className={s.toggle} onClick={() => setPlaying((p) => !p)} data-testid="press-toggle">
        {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
        {playing ? pauseLabel : playLabel}
      </button>
    </div>
  );
}

/** A decorative logo (the outlet's name is beside it) that hides itself if it fails to load. */
function PressLogo({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // An image that failed before hydration fired its error event before React listened.
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    // biome-ignore lint/performance/noImgElement: our own SVG logos; next/image adds nothing for them.
    <img
      ref={img}
      src={src}
      alt=""
      width={120}
      height={72}
      loading="lazy"
      className={s.logo}
      hidden={failed}
      onError={() => setFailed(true)}
      data-testid="press-logo"
    />
  );
}
