/**
 * Article bodies are a small, safe Markdown (see packages/content/src/blog.ts and the admins'
 * editor): paragraphs separated by a blank line; "## " and "### " subheadings; numbered steps
 * ("1. …") as an ordered list; "- " or "* " items as a bulleted list; "> " lines as a quotation;
 * and inline **bold**, *italic* and [links](https://…). Everything else is plain text: any HTML in a
 * body is dropped, never interpreted, and links go only to http(s) addresses or pages of this site.
 */
export type ArticleBlock =
  | { type: 'heading'; level: 2 | 3; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; start: number; items: string[] }
  | { type: 'bullets'; items: string[] }
  | { type: 'quote'; text: string };

/** Plain text of a block: tags removed, control characters and runs of spaces collapsed. */
export function plainText(text: string): string {
  return (
    text
      // Whole script/style elements go, content included; other tags lose their brackets only.
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<\/?[a-z!][^>]*>/gi, ' ')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const LIST_ITEM = /^(\d{1,3})[.)]\s+(.*)$/;
const BULLET = /^[-*+]\s+(.*)$/;
const QUOTE = /^>\s?(.*)$/;
const HEADING = /^(#{1,3})\s+(.*)$/;

export function parseArticleBody(body: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  const pushList = (start: number, text: string) => {
    const last = blocks[blocks.length - 1];
    if (last?.type === 'list') last.items.push(text);
    else blocks.push({ type: 'list', start, items: [text] });
  };
  const pushBullet = (text: string) => {
    const last = blocks[blocks.length - 1];
    if (last?.type === 'bullets') last.items.push(text);
    else blocks.push({ type: 'bullets', items: [text] });
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    // Within a block, a heading, a list item or a quotation starts a new piece; other lines continue it.
    let paragraph: string[] = [];
    let quote: string[] = [];
    const flush = () => {
      const text = plainText(paragraph.join(' '));
      if (text) blocks.push({ type: 'paragraph', text });
      paragraph = [];
      const quoted = plainText(quote.join(' '));
      if (quoted) blocks.push({ type: 'quote', text: quoted });
      quote = [];
    };
    for (const line of raw.split('\n').map((l) => l.trim())) {
      if (!line) continue;
      const heading = HEADING.exec(line);
      const item = heading ? null : LIST_ITEM.exec(line);
      const bullet = heading || item ? null : BULLET.exec(line);
      const quoted = heading || item || bullet ? null : QUOTE.exec(line);
      if (quoted) {
        if (paragraph.length) flush();
        quote.push(quoted[1]!);
        continue;
      }
      if (!heading && !item && !bullet) {
        if (quote.length) flush();
        paragraph.push(line);
        continue;
      }
      flush();
      if (heading) {
        const text = plainText(heading[2]!);
        // The page's title is the only h1: "#" and "##" are sections, "###" subsections.
        if (text) blocks.push({ type: 'heading', level: heading[1]!.length === 3 ? 3 : 2, text });
      } else if (item) {
        const text = plainText(item[2]!);
        if (text) pushList(Number(item[1]), text);
      } else if (bullet) {
        const text = plainText(bullet[1]!);
        if (text) pushBullet(text);
      }
    }
    flush();
  }
  return blocks;
}

/** A piece of a line of text: plain, bold, italic or a link (whose text is itself inline). */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; external: boolean; children: Inline[] };

/**
 * A link's address when it is safe to follow: an http(s) URL (external) or a path on this site
 * ("/blogs", never "//host" or "/\host"). Anything else (javascript:, data:, mailto:, relative
 * paths, addresses with spaces or control characters) is null: the link is shown as its text.
 */
export function safeHref(raw: string): { href: string; external: boolean } | null {
  const url = raw.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (!url || url.length > 2000 || /[\s\u0000-\u001F\u007F\\]/.test(url)) return null;
  if (url.startsWith('/')) {
    if (url.startsWith('//')) return null;
    return { href: url, external: false };
  }
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    if (!parsed.hostname || parsed.username || parsed.password) return null;
    return { href: parsed.href, external: true };
  } catch {
    return null;
  }
}

const ESCAPABLE = new Set(['\\', '*', '_', '[', ']', '(', ')', '#', '>', '-', '+', '`']);
const LINK = /^\[([^\]\n]{1,500})\]\(([^()\s]{1,2000})\)/;
const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** Where an emphasis opened at `from` with `marker` closes, or -1. */
function closing(text: string, from: number, marker: string): number {
  let i = from + marker.length;
  if (text[i] === ' ' || i >= text.length) return -1;
  while (i < text.length) {
    if (text[i] === '\\') {
      i += 2;
      continue;
    }
    if (text.startsWith(marker, i)) {
      // "**" inside a single-star span is bold, not the end of the italics.
      if (marker === '*' && text[i + 1] === '*') {
        const inner = closing(text, i, '**');
        if (inner === -1) return -1;
        i = inner + 2;
        continue;
      }
      if (text[i - 1] !== ' ' && i > from + marker.length && !(marker === '_' && isWordChar(text[i + 1]))) return i;
    }
    i += 1;
  }
  return -1;
}

/**
 * The inline pieces of a line of (already plain) text. Markers that do not close are kept as text;
 * a link's text may be bold or italic but holds no link.
 */
export function parseInline(text: string, links = true): Inline[] {
  const out: Inline[] = [];
  let buffer = '';
  const pushText = () => {
    if (buffer) out.push({ type: 'text', text: buffer });
    buffer = '';
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length && ESCAPABLE.has(text[i + 1]!)) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }
    if (c === '*' || c === '_') {
      const marker = text[i + 1] === c ? c + c : c;
      // "_" marks emphasis only at a word's edge (snake_case stays as it is).
      const end = c === '_' && isWordChar(text[i - 1]) ? -1 : closing(text, i, marker);
      if (end !== -1) {
        pushText();
        const children = parseInline(text.slice(i + marker.length, end), links);
        out.push(marker.length === 2 ? { type: 'strong', children } : { type: 'em', children });
        i = end + marker.length;
        continue;
      }
      buffer += marker;
      i += marker.length;
      continue;
    }
    if (c === '[' && links) {
      const m = LINK.exec(text.slice(i));
      if (m) {
        pushText();
        const children = parseInline(m[1]!, false);
        const safe = safeHref(m[2]!);
        if (safe) out.push({ type: 'link', href: safe.href, external: safe.external, children });
        else out.push(...children);
        i += m[0].length;
        continue;
      }
    }
    buffer += c;
    i += 1;
  }
  pushText();
  // Neighbouring text pieces (from refused links or unclosed markers) read as one.
  return out.reduce<Inline[]>((merged, piece) => {
    const last = merged[merged.length - 1];
    if (piece.type === 'text' && last?.type === 'text') last.text += piece.text;
    else merged.push(piece.type === 'text' ? { ...piece } : piece);
    return merged;
  }, []);
}

/** The text of inline pieces without their formatting. */
export const inlineText = (pieces: Inline[]): string =>
  pieces.map((p) => (p.type === 'text' ? p.text : inlineText(p.children))).join('');

/**
 * A site link in the page's language: "/blogs" on a Hindi page opens "/hi/blogs". Paths that
 * already name a language, and files (/api, /images), are left as they are.
 */
export function localizedPath(href: string, locale: string | undefined): string {
  if (locale !== 'hi' || /^\/(hi|en)(\/|$|[?#])/.test(href) || /^\/(api|images|_next)\//.test(href)) return href;
  return href === '/' ? '/hi' : `/hi${href}`;
}
