/* The browser's API client now lives in lib/api/client.ts (docs/ARCHITECTURE.md, "Web data"). */
export {
  type ApiLang,
  type ClientApi,
  type ClientResult,
  clientApi,
  GENERIC_MESSAGES,
  type RequestOptions,
} from './api/client';
