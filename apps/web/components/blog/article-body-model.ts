/**
 * Article bodies are Markdown-lite (see packages/content/src/blog.ts): paragraphs separated by a
 * blank line and subheadings on lines starting with "## ". Numbered steps ("1. …") become an
 * ordered list. Everything is plain text: any HTML in a body is dropped, never interpreted.
 */
export type ArticleBlock =
  | { type: 'heading'; level: 2 | 3; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; start: number; items: string[] };

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
const HEADING = /^(#{1,3})\s+(.*)$/;

export function parseArticleBody(body: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  const pushList = (start: number, text: string) => {
    const last = blocks[blocks.length - 1];
    if (last?.type === 'list') last.items.push(text);
    else blocks.push({ type: 'list', start, items: [text] });
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    // Within a block, a heading or a numbered step starts a new piece; other lines continue a paragraph.
    let paragraph: string[] = [];
    const flush = () => {
      const text = plainText(paragraph.join(' '));
      if (text) blocks.push({ type: 'paragraph', text });
      paragraph = [];
    };
    for (const line of raw.split('\n').map((l) => l.trim())) {
      if (!line) continue;
      const heading = HEADING.exec(line);
      const item = heading ? null : LIST_ITEM.exec(line);
      if (!heading && !item) {
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
      }
    }
    flush();
  }
  return blocks;
}
