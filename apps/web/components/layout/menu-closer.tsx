'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Closes the header's menu (a <details>, which opens without JavaScript) once a link in it is
 * chosen, after every navigation, on Escape (focus back on the button) and on a tap outside it,
 * so the menu never stays open over the new page.
 */
export function MenuCloser({ menuId }: { menuId: string }) {
  const pathname = usePathname();

  useEffect(() => {
    // Runs after each navigation: the new page starts with the menu shut.
    void pathname;
    const menu = document.getElementById(menuId);
    if (menu instanceof HTMLDetailsElement) menu.open = false;
  }, [pathname, menuId]);

  useEffect(() => {
    const menu = document.getElementById(menuId);
    if (!(menu instanceof HTMLDetailsElement)) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!menu.open || !target) return;
      if (!menu.contains(target) || target.closest('nav a')) menu.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menu.open) return;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuId]);

  return null;
}
