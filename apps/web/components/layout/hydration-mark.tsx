'use client';

import { useEffect } from 'react';

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`), so that automated
 * checks and progressive-enhancement styles can tell a live page from its server HTML.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
