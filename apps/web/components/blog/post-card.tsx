import { Link } from '@/i18n/navigation';
import s from './blog.module.css';
import type { PostCardModel } from './post-model';

/** One post in a list: banner, category, title (the link), description, date and reading time. */
export function PostCard({ post, headingLevel = 3 }: { post: PostCardModel; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={s.card} data-testid="post-card">
      {/* biome-ignore lint/performance/noImgElement: our SVG banners and uploaded images, sized; next/image adds nothing. */}
      <img
        src={post.banner}
        alt=""
        width={post.bannerWidth}
        height={post.bannerHeight}
        loading="lazy"
        decoding="async"
        className={s.cardBanner}
      />
      <div className={s.cardBody}>
        {post.category && <p className={s.cardCategory}>{post.category}</p>}
        <Heading className={s.cardTitle}>
          <Link href={post.href} className={s.cardLink}>
            {post.title}
          </Link>
        </Heading>
        <p className={s.cardDescription}>{post.description}</p>
        <p className={s.cardMeta}>
          <time dateTime={post.dateIso}>{post.dateText}</time>
          {post.readingText && (
            <>
              <span aria-hidden="true"> · </span>
              <span>{post.readingText}</span>
            </>
          )}
        </p>
      </div>
    </article>
  );
}

/** Placeholders shaped like post cards, while a list loads. */
export function PostCardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <ul className={s.list} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
        <li key={i} className={`${s.card} ${s.skeleton}`}>
          <div className={s.skeletonBanner} />
          <div className={s.cardBody}>
            <div className={s.skeletonLine} />
            <div className={s.skeletonLine} />
            <div className={`${s.skeletonLine} ${s.skeletonShort}`} />
          </div>
        </li>
      ))}
    </ul>
  );
}
