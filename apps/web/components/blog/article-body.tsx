import { type ArticleBlock, parseArticleBody } from './article-body-model';
import s from './blog.module.css';

/** An article's body as React elements: text is always text, so nothing in a body can run or inject markup. */
export function ArticleBody({ body, lang }: { body: string; lang?: string }) {
  const blocks = parseArticleBody(body);
  return (
    <div className={s.prose} lang={lang} data-testid="article-body">
      {blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a fixed text, never reordered
        <Block key={`${block.type}-${i}`} block={block} />
      ))}
    </div>
  );
}

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'heading':
      return block.level === 2 ? <h2>{block.text}</h2> : <h3>{block.text}</h3>;
    case 'list':
      return (
        <ol start={block.start}>
          {block.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: steps of a fixed text, never reordered
            <li key={`${i}-${item.slice(0, 16)}`}>{item}</li>
          ))}
        </ol>
      );
    default:
      return <p>{block.text}</p>;
  }
}
