// nginx as deploy/nginx configures it, on this machine in a folder of its own: deploy:check
// (scripts/deploy-check.mjs) and the page-cache benchmark (bench/suites/http.ts) both run it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { root } from './web-build.mjs';

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Fills the ${DRISHTI_...} names of a template (what envsubst does with a list of names). */
export function renderDeployTemplate(template, values) {
  return template.replace(/\$\{(DRISHTI_[A-Z_]+)\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`the nginx template names \${${name}}, which the check does not set`);
    return values[name];
  });
}

/**
 * Writes nginx's configuration into `dir` (made, with its cache and temporary folders, writable by
 * the workers that run as `nobody` when nginx starts as root): deploy/nginx/drishti.conf.template
 * rendered for these ports, upstreams and certificate, inside a main file that loads the Brotli
 * modules; `extraServers`, more `server { … }` lines inside `http`. Returns the main file and the
 * arguments that start nginx in the foreground.
 */
export function writeDeployNginx(dir, { httpPort, httpsPort, upstreams, cert, key, staticDir, extraServers = [] }) {
  for (const sub of ['', 'cache', 'temp', 'temp/body', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi'])
    mkdirSync(join(dir, sub), { recursive: true });
  spawnSync('chmod', ['-R', '0777', dir]);
  const upstreamsFile = join(dir, 'upstreams.conf');
  writeFileSync(upstreamsFile, upstreams);
  const site = renderDeployTemplate(readFileSync(join(root, 'deploy/nginx/drishti.conf.template'), 'utf8'), {
    DRISHTI_UPSTREAMS: upstreamsFile,
    DRISHTI_CACHE_DIR: join(dir, 'cache'),
    DRISHTI_HTTP_LISTEN: `127.0.0.1:${httpPort}`,
    DRISHTI_HTTPS_LISTEN: `127.0.0.1:${httpsPort}`,
    DRISHTI_DOMAIN: 'localhost',
    DRISHTI_TLS_CERT: cert,
    DRISHTI_TLS_KEY: key,
    DRISHTI_ACCESS_LOG: join(dir, 'access.log'),
    DRISHTI_STATIC_DIR: staticDir,
  });
  writeFileSync(join(dir, 'drishti.conf'), site);
  const main = [
    `load_module ${BROTLI_MODULE};`,
    `load_module ${BROTLI_STATIC_MODULE};`,
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  sendfile on;',
    '  server_tokens off;',
    `  client_body_temp_path ${join(dir, 'temp/body')};`,
    `  proxy_temp_path ${join(dir, 'temp/proxy')};`,
    `  fastcgi_temp_path ${join(dir, 'temp/fastcgi')};`,
    `  uwsgi_temp_path ${join(dir, 'temp/uwsgi')};`,
    `  scgi_temp_path ${join(dir, 'temp/scgi')};`,
    `  include ${join(dir, 'drishti.conf')};`,
    ...extraServers.map((s) => `  ${s}`),
    '}',
    '',
  ].join('\n');
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, main);
  return { conf, args: ['-p', dir, '-e', join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;'] };
}
