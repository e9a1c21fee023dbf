import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { refuse } from '../errors';

/** The app shells' bundle id and Android package name. */
export const APP_ID = 'in.drishti.app';

/** Fingerprints as Google expects them: upper-case hex byte pairs joined by colons. */
function fingerprint(value: string): string {
  const hex = value.replace(/[^0-9a-f]/gi, '').toUpperCase();
  return hex.length === 64 ? (hex.match(/../g) ?? []).join(':') : value.toUpperCase();
}

/**
 * Verification files for app links, at the site root: Android checks assetlinks.json before it
 * opens https links to this host in the app, iOS reads apple-app-site-association for universal links.
 */
export const wellKnownRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const { androidCertSha256, iosTeamId } = ctx.env.app;

  app.get('/.well-known/assetlinks.json', { schema: { hide: true } }, async (_request, reply) => {
    // Without a signing certificate there is nothing to vouch for: an empty statement list.
    const statements =
      androidCertSha256.length === 0
        ? []
        : [
            {
              relation: ['delegate_permission/common.handle_all_urls'],
              target: {
                namespace: 'android_app',
                package_name: APP_ID,
                sha256_cert_fingerprints: androidCertSha256.map(fingerprint),
              },
            },
          ];
    return reply
      .header('content-type', 'application/json')
      .header('cache-control', 'public, max-age=3600')
      .send(statements);
  });

  app.get('/.well-known/apple-app-site-association', { schema: { hide: true } }, async (request, reply) => {
    if (!iosTeamId)
      return refuse(request, reply, 404, 'not-found', {
        key: 'no-such-path',
        values: { method: request.method, url: request.url },
      });
    const appId = `${iosTeamId}.${APP_ID}`;
    // Every page opens in the app; /api (downloads, payment pages) stays in the browser. The
    // `paths` form is for iOS 12 and older, `components` for newer versions.
    return reply
      .header('content-type', 'application/json')
      .header('cache-control', 'public, max-age=3600')
      .send({
        applinks: {
          apps: [],
          details: [
            {
              appID: appId,
              appIDs: [appId],
              paths: ['NOT /api/*', '*'],
              components: [{ '/': '/api/*', exclude: true }, { '/': '*' }],
            },
          ],
        },
      });
  });
};
