/** Fills the ${DRISHTI_...} names of a template (what envsubst does with a list of names). */
export function renderDeployTemplate(template: string, values: Record<string, string>): string;
/** Writes nginx's deploy configuration into `dir`; returns the main file and the arguments that start nginx. */
export function writeDeployNginx(
  dir: string,
  options: {
    httpPort: number;
    httpsPort: number;
    /** The upstreams file's contents (`server …;` lines). */
    upstreams: string;
    cert: string;
    key: string;
    staticDir: string;
    extraServers?: string[];
  },
): { conf: string; args: string[] };
