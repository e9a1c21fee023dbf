import type { SupportMessageViewData } from '@drishti/contracts/support';
import { FileText, ImageIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { formatDateTimeIst, type Lang } from '@/components/admin/format';
import { formatSize } from './files';
import s from './support.module.css';

/**
 * The messages of a ticket, oldest first, as plain text (React escapes it), each with its files as
 * download links. Shared by the user's page and the admin console (`viewer` says whose words are "You").
 */
export function TicketThread({
  messages,
  lang,
  viewer,
}: {
  messages: readonly SupportMessageViewData[];
  lang: Lang;
  viewer: 'user' | 'admin';
}) {
  const t = useTranslations('support.thread');
  return (
    <ol className={s.thread} aria-label={t('label')} data-testid="ticket-thread">
      {messages.map((m) => (
        <li key={m.id} className={s.message} data-author={m.authorRole} data-testid="ticket-message">
          <p className={s.author}>
            {m.authorRole === viewer ? t('you') : m.authorRole === 'admin' ? t('support') : t('customer')}
            <span className={s.meta}>
              {' · '}
              <time dateTime={m.createdAt}>{formatDateTimeIst(m.createdAt, lang)}</time>
            </span>
          </p>
          <p className={s.body}>{m.body}</p>
          {m.attachments.length > 0 && (
            <ul className={s.files} aria-label={t('attachments')}>
              {m.attachments.map((a) => (
                <li key={a.id}>
                  <a className={s.file} href={a.url} download={a.name} data-testid="ticket-attachment">
                    {a.mime === 'application/pdf' ? (
                      <FileText aria-hidden="true" size={20} />
                    ) : (
                      <ImageIcon aria-hidden="true" size={20} />
                    )}
                    <span>{a.name}</span>
                    <span className={s.meta}>({formatSize(a.size, lang)})</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
