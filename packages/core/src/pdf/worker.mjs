// The entry of a kundali PDF worker thread (pool.ts). A worker starts without the parent's
// TypeScript loader, so it registers tsx's loader first, then loads the renderer.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
