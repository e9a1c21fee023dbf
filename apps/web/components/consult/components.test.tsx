import type { ConsultationViewData, MeterView } from '@drishti/contracts/consultations';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import en from '../../messages/en/consult.json';
import hi from '../../messages/hi/consult.json';

// The app's path aliases are not set up for unit tests: stand-ins for the two app modules used.
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ push: () => undefined }),
}));
vi.mock('@/components/ui/confirm-dialog', () => ({
  ConfirmDialog: ({ title }: { title: string }) => <dialog data-testid="confirm-dialog" aria-label={title} />,
}));

const { ChatPanel } = await import('./chat-panel');
const { MeterBar } = await import('./meter-bar');
const { StartConsult } = await import('./start-consult');
const { ConsultRoom } = await import('./room');
const { HistoryList } = await import('./history-list');

type Lang = 'en' | 'hi';
const CATALOGUE = { en, hi };
const DEVANAGARI = /[\u0900-\u097F]/;

/** Renders with the catalogue; a missing text fails the test instead of printing its key. */
function render(lang: Lang, node: ReactNode): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider
      locale={lang}
      timeZone="Asia/Kolkata"
      messages={{ consult: CATALOGUE[lang] }}
      onError={(e) => {
        throw e;
      }}
    >
      {node}
    </NextIntlClientProvider>,
  );
}

/** One instant for every reading in these tests: the server's clock when the view was sent. */
const AT = Date.parse('2026-01-01T10:00:18.000Z');

const meter = (m: Partial<MeterView> = {}): MeterView => ({
  running: true,
  connectedMs: 65_000,
  billedMinutes: 2,
  costCoins: 70,
  leftCoins: 20,
  minuteMs: 60_000,
  secondsLeft: 200,
  userPresent: true,
  astrologerPresent: true,
  at: AT,
  ...m,
});

function view(v: Partial<ConsultationViewData> = {}): ConsultationViewData {
  return {
    id: '5b0e5a47-4a38-4f0b-9d7e-6b1e0f0c1a11',
    you: 'user',
    channel: 'chat',
    status: 'active',
    astrologer: { id: 'a1', slug: 'meera-iyer', name: 'Meera Iyer', nameHi: 'मीरा अय्यर', profileImage: null },
    userName: 'Asha',
    pricePerMinute: 35,
    reservedCoins: 175,
    requestedAt: '2026-01-01T10:00:00.000Z',
    requestExpiresAt: new Date(AT + 42_000).toISOString(),
    acceptedAt: null,
    endedAt: null,
    endReason: null,
    waitlistPosition: null,
    meter: meter(),
    birth: null,
    chargedCoins: null,
    astrologerCoins: null,
    settled: false,
    lastSeq: 3,
    peerReadSeq: 1,
    peerDeliveredSeq: 2,
    transcriptDeleted: false,
    refundRequested: false,
    reviewed: false,
    ...v,
  };
}

const msg = (seq: number, from: 'user' | 'astrologer' | 'system', text: string) => ({
  seq,
  from,
  text,
  clientId: `client-${seq}-xx`,
  at: '2026-01-01T10:00:00.000Z',
});

describe('StartConsult', () => {
  for (const lang of ['en', 'hi'] as const) {
    it(`offers a button only for live channels, with the price and the five-minute minimum (${lang})`, () => {
      const html = render(
        lang,
        <StartConsult
          locale={lang}
          astrologer={{ id: 'a1', name: 'Meera', pricePerMinute: 35 }}
          live={['chat', 'video']}
          loginHref="/login?next=%2Fonline-astrologer%2Fmeera-iyer"
        />,
      );
      expect(html).toContain('data-channel="chat" data-live="true"');
      expect(html).toContain('data-channel="voice" data-live="false"');
      expect(html).toContain('data-testid="start-chat"');
      expect(html).toContain('data-testid="start-video"');
      expect(html).not.toContain('data-testid="start-voice"');
      expect(html).toContain('175');
      if (lang === 'hi') expect(html).toMatch(DEVANAGARI);
    });
  }

  it('says so when nothing is live', () => {
    const html = render(
      'en',
      <StartConsult
        locale="en"
        astrologer={{ id: 'a1', name: 'Meera', pricePerMinute: 35 }}
        live={[]}
        loginHref="/login"
      />,
    );
    expect(html).toContain('Meera is offline right now');
    expect(html).not.toContain('data-testid="start-chat"');
  });
});

describe('ChatPanel', () => {
  it('puts my messages right with ticks, theirs left, announces the last incoming one and counts to 2000', () => {
    const html = render(
      'en',
      <ChatPanel
        locale="en"
        me="user"
        peerName="Meera Iyer"
        messages={[
          msg(1, 'user', 'Namaste'),
          msg(2, 'astrologer', 'Namaste ji'),
          msg(3, 'user', 'My question'),
          msg(4, 'system', 'Meter started'),
        ]}
        outbox={[{ clientId: 'pending-1', text: 'Still sending', createdAt: 0, failed: null }]}
        peerDeliveredSeq={3}
        peerReadSeq={1}
        peerTyping
        socket={null}
        live
      />,
    );
    expect(html).toMatch(/data-from="me" data-seq="1" data-tick="read"/);
    expect(html).toMatch(/data-from="peer" data-seq="2"/);
    expect(html).toMatch(/data-from="me" data-seq="3" data-tick="delivered"/);
    expect(html).toMatch(/data-from="system" data-seq="4"/);
    expect(html).toMatch(/data-from="me" data-tick="pending"/);
    expect(html).toContain('aria-live="polite" data-testid="chat-live">Meera Iyer: Namaste ji<');
    expect(html).toContain('Meera Iyer is typing…');
    expect(html).toContain('0/2,000');
    expect(html).toContain('maxLength="2000"');
  });

  it('shows a failed message with Try again, and no composer once it has ended (Hindi)', () => {
    const html = render(
      'hi',
      <ChatPanel
        locale="hi"
        me="astrologer"
        peerName="आशा"
        messages={[]}
        outbox={[
          {
            clientId: 'x-12345678',
            text: 'नमस्ते',
            createdAt: 0,
            failed: { code: 'ended', message: 'परामर्श समाप्त हो चुका है।' },
          },
        ]}
        peerDeliveredSeq={0}
        peerReadSeq={0}
        peerTyping={false}
        socket={null}
        live={false}
      />,
    );
    expect(html).toContain('data-tick="failed"');
    expect(html).toContain(hi.chat.retry);
    expect(html).not.toContain('data-testid="composer"');
  });
});

describe('MeterBar', () => {
  it("shows the server's minutes, cost and coins left, and a warning with a recharge link in a new tab", () => {
    const html = render(
      'en',
      <MeterBar
        locale="en"
        you="user"
        meter={meter()}
        pricePerMinute={35}
        state="running"
        warning
        walletHref="/wallet"
      />,
    );
    expect(html).toContain('data-testid="meter-minutes" data-minutes="2"');
    expect(html).toContain('2 minutes');
    expect(html).toContain('70 coins');
    expect(html).toContain('data-testid="meter-left" data-coins="20"');
    expect(html).toContain('data-testid="meter-warning"');
    expect(html).toMatch(/href="\/wallet" target="_blank" rel="noopener"/);
  });

  it('shows the astrologer the same figures, without a recharge link', () => {
    const html = render(
      'en',
      <MeterBar
        locale="en"
        you="astrologer"
        meter={meter()}
        pricePerMinute={35}
        state="running"
        warning
        walletHref="/wallet"
      />,
    );
    expect(html).toContain('data-testid="meter-cost" data-coins="70"');
    expect(html).toContain('data-testid="meter-left" data-coins="20"');
    expect(html).not.toContain('href="/wallet"');
  });

  it('says why it is paused, in Hindi', () => {
    const html = render(
      'hi',
      <MeterBar
        locale="hi"
        you="user"
        meter={meter({ running: false, connectedMs: 5_000, billedMinutes: 1, costCoins: 35, leftCoins: null })}
        pricePerMinute={35}
        state="paused"
        warning={false}
        walletHref="/hi/wallet"
      />,
    );
    expect(html).toContain(hi.meter.state.paused);
    expect(html).not.toContain('meter-left');
  });
});

describe('ConsultRoom', () => {
  it('while waiting: the countdown, the held coins and Cancel', () => {
    const html = render(
      'en',
      <ConsultRoom
        locale="en"
        initial={view({ status: 'requested', meter: meter({ running: false, connectedMs: 0 }) })}
      />,
    );
    expect(html).toContain('Waiting for Meera Iyer to accept');
    expect(html).toMatch(/data-testid="countdown" data-seconds="42"/);
    expect(html).toContain('175 coins are held');
    expect(html).toContain('data-testid="room-cancel"');
  });

  it('in the queue: the place', () => {
    const html = render(
      'hi',
      <ConsultRoom locale="hi" initial={view({ status: 'waitlisted', waitlistPosition: 2 })} />,
    );
    expect(html).toContain('कतार में आपका नंबर 2 है');
  });

  it('live: the meter, the chat and End', () => {
    const html = render('en', <ConsultRoom locale="en" initial={view()} />);
    expect(html).toContain('data-testid="meter"');
    expect(html).toContain('data-testid="chat"');
    expect(html).toContain('data-testid="end-button"');
    expect(html).toContain('Chat with Meera Iyer');
  });

  it('for the astrologer: the shared birth details and a kundali link', () => {
    const html = render(
      'en',
      <ConsultRoom
        locale="en"
        initial={view({
          you: 'astrologer',
          birth: {
            name: 'Asha',
            gender: 'female',
            day: 15,
            month: 8,
            year: 1990,
            hour: 14,
            min: 30,
            place: 'Pune',
            lat: 18.52,
            lon: 73.86,
            tzone: 5.5,
          },
        })}
      />,
    );
    expect(html).toContain('Birth details shared by Asha');
    expect(html).toMatch(/href="\/kundali\?n=Asha&amp;g=f&amp;d=1990-08-15&amp;t=14%3A30/);
    // The astrologer's meter shows the same figures as the user's.
    expect(html).toContain('data-testid="meter-left" data-coins="20"');
  });

  it('declined: the coins are released and another astrologer is suggested', () => {
    const html = render(
      'en',
      <ConsultRoom locale="en" initial={view({ status: 'declined', endReason: 'declined' })} />,
    );
    expect(html).toContain('Meera Iyer could not take your request');
    expect(html).toContain('back in your wallet');
    expect(html).toContain('href="/online-astrologer"');
  });

  it('ended: the bill, rating, transcript and refund', () => {
    const html = render(
      'hi',
      <ConsultRoom
        locale="hi"
        initial={view({
          status: 'ended',
          endReason: 'balance',
          settled: true,
          chargedCoins: 70,
          meter: meter({ running: false }),
        })}
      />,
    );
    expect(html).toContain(hi.ended.reason.balance);
    expect(html).toContain('data-testid="summary-charged" data-coins="70"');
    expect(html).toContain('data-testid="rating"');
    expect(html).toContain('data-testid="transcript-download"');
    expect(html).toContain('data-testid="refund"');
  });
});

describe('HistoryList', () => {
  it('has an empty state', () => {
    expect(render('en', <HistoryList locale="en" initial={[]} />)).toContain('data-testid="history-empty"');
  });

  it('lists each consultation with minutes and coins', () => {
    const html = render(
      'en',
      <HistoryList locale="en" initial={[view({ status: 'ended', settled: true, chargedCoins: 70 })]} />,
    );
    expect(html).toContain('data-testid="history-minutes" data-minutes="2"');
    expect(html).toContain('data-testid="history-coins" data-coins="70"');
    expect(html).toContain('2 minutes');
  });
});

describe('catalogue', () => {
  it('has the same keys in English and Hindi', () => {
    const keys = (o: unknown, prefix = ''): string[] =>
      typeof o === 'object' && o !== null
        ? Object.entries(o).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
        : [prefix.slice(0, -1)];
    expect(keys(hi).sort()).toEqual(keys(en).sort());
    expect(keys(en).length).toBeGreaterThan(150);
  });
});
