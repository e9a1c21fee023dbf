import { type ArticleBlock, type Inline, localizedPath, parseArticleBody, parseInline } from './article-body-model';
import s from './blog.module.css';

/**
 * An article's body as React elements: text is always text, so nothing in a body can run or inject
 * markup. `locale` is the page's language: links to this site's pages open in it. Used by the
 * public article and by the editor's preview, so both show the same thing.
 */
export function ArticleBody({ body, lang, locale }: { body: string; lang?: string; locale?: string }) {
  const blocks = parseArticleBody(body);
  return (
    <div className={s.prose} lang={lang} data-testid="article-body">
      {blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a fixed text, never reordered
        <Block key={`${block.type}-${i}`} block={block} locale={locale ?? lang} />
      ))}
    </div>
  );
}

function Block({ block, locale }: { block: ArticleBlock; locale: string | undefined }) {
  switch (block.type) {
    case 'heading': {
      const text = <Text text={block.text} locale={locale} />;
      return block.level === 2 ? <h2>{text}</h2> : <h3>{text}</h3>;
    }
    case 'list':
      return (
        <ol start={block.start}>
          {block.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: steps of a fixed text, never reordered
            <li key={`${i}-${item.slice(0, 16)}`}>
              <Text text={item} locale={locale} />
            </li>
          ))}
        </ol>
      );
    case 'bullets':
      return (
        <ul>
          {block.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items of a fixed text, never reordered
            <li key={`${i}-${item.slice(0, 16)}`}>
              <Text text={item} locale={locale} />
            </li>
          ))}
        </ul>
      );
    case 'quote':
      return (
        <blockquote className={s.quote}>
          <p>
            <Text text={block.text} locale={locale} />
          </p>
        </blockquote>
      );
    default:
      return (
        <p>
          <Text text={block.text} locale={locale} />
        </p>
      );
  }
}

/** A line with its bold, italic and links; plain text stays a plain string (no extra elements). */
function Text({ text, locale }: { text: string; locale: string | undefined }) {
  const pieces = parseInline(text);
  if (pieces.length === 1 && pieces[0]!.type === 'text') return pieces[0]!.text;
  return <Pieces pieces={pieces} locale={locale} />;
}

function Pieces({ pieces, locale }: { pieces: Inline[]; locale: string | undefined }) {
  return pieces.map((piece, i) => {
    // Pieces of a fixed text, never reordered: their position is their identity.
    const key = i;
    switch (piece.type) {
      case 'text':
        return piece.text;
      case 'strong':
        return (
          <strong key={key}>
            <Pieces pieces={piece.children} locale={locale} />
          </strong>
        );
      case 'em':
        return (
          <em key={key}>
            <Pieces pieces={piece.children} locale={locale} />
          </em>
        );
      default:
        return piece.external ? (
          <a key={key} href={piece.href} rel="noopener noreferrer nofollow">
            <Pieces pieces={piece.children} locale={locale} />
          </a>
        ) : (
          <a key={key} href={localizedPath(piece.href, locale)}>
            <Pieces pieces={piece.children} locale={locale} />
          </a>
        );
    }
  });
}
