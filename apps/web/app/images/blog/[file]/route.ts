import { blogPostBySlug, blogPosts } from '@drishti/content/blog';
import { blogBannerSvg } from '@/components/blog/banner-art';

export const dynamic = 'force-static';
export const dynamicParams = true;

/** Every demo post's banner is drawn at build time; other slugs are drawn on their first request. */
export function generateStaticParams() {
  return blogPosts.map((post) => ({ file: `${post.slug}.svg` }));
}

const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;

/** /images/blog/{slug}.svg: the post's banner in its category's motif, or the generic one for an unknown slug. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const match = FILE.exec(file);
  if (!match || file.length > 220) {
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const slug = match[1]!;
  return new Response(blogBannerSvg(slug, blogPostBySlug(slug)?.category), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      'x-content-type-options': 'nosniff',
    },
  });
}
