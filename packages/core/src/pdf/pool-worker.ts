import { serve } from './render-worker';

/** The pool's worker thread: renders kundali PDFs (`render-worker.ts`). */
serve();
