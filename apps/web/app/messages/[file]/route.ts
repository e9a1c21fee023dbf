import { en, hi } from '../../../messages';

const catalogues: Record<string, unknown> = { 'en.json': en, 'hi.json': hi };

export const dynamic = 'force-static';

export function generateStaticParams() {
  return Object.keys(catalogues).map((file) => ({ file }));
}

/** The message catalogues, served at /messages/{locale}.json for the app and other clients. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const messages = catalogues[file];
  if (!messages) return Response.json({ success: false, message: 'Not found' }, { status: 404 });
  return Response.json(messages, { headers: { 'cache-control': 'public, max-age=300' } });
}
