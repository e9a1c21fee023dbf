import { meditationTracks } from '@drishti/content/meditation';
import { MEDITATION_RECORDING_MAX_BYTES } from '@drishti/contracts/meditation';
import { NextIntlClientProvider } from 'next-intl';
import { meditationMessages } from '@/components/meditation/messages';
import { RecordingsAdmin } from '@/components/meditation/recordings-admin';
import type { Lang } from './format';

/**
 * The admin's "Meditation music" tab: the ten tracks, each synthesised or replaced by a recording.
 * A server component: the track titles and the texts are picked here, in the page's language.
 */
export function MeditationPanel({ lang }: { lang: Lang }) {
  const tracks = meditationTracks.map((t) => ({ key: t.key, title: t.title[lang], isFree: t.isFree }));
  return (
    <NextIntlClientProvider locale={lang} messages={meditationMessages(lang, ['admin'])}>
      <RecordingsAdmin lang={lang} tracks={tracks} maxBytes={MEDITATION_RECORDING_MAX_BYTES} />
    </NextIntlClientProvider>
  );
}
