import { notFound } from 'next/navigation';

/** Any path under a locale that no page claims is a 404 in that language. */
export default function CatchAll() {
  notFound();
}
