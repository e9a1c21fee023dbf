/// <reference path="../../apps/api/src/live/janode.d.ts" />
// How many subscribers of one 640×360 simulcast stream one Janus on this machine holds with
// delivery intact (docs/LIVE.md, "Scale"). Everything runs inside a network namespace this suite
// creates (`unshare -rn` with a veth pair of private addresses), so no media ever goes to this
// machine's own network address: Janus skips loopback interfaces when it gathers candidates, and the
// namespace gives it addresses of its own. Inside it: a local Janus (the product's generated
// configuration), a publisher in headless Chromium sending
// its fake camera as three simulcast layers (640×360, 320×180, 160×90), and subscribers in werift
// that receive and decrypt the RTP but never decode it, so that the figure measures Janus and not
// video decoders. Subscribers are added in steps; at each step every subscriber's packets over a
// measuring window are compared with what the publisher sent on the layer they get.
//
// Settings: JANUS_BENCH_STEPS (subscriber counts, default "10,25,50,100,150,200"),
// JANUS_BENCH_LAYER (0, 1 or 2: the simulcast layer subscribers get; default 2, the 640×360 one),
// JANUS_BENCH_WINDOW_MS (default 5000).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import Janode from 'janode';
import VideoRoomPlugin from 'janode/plugins/videoroom';
import { RTCPeerConnection } from 'werift';
import { CHROMIUM, CHROMIUM_ARGS } from '../../e2e/browsers';
import type { BenchRow } from '../types';

Janode.Logger.setLevel('warn');

const root = resolve(import.meta.dirname, '../..');
const steps = (process.env.JANUS_BENCH_STEPS ?? '10,25,50,100,150,200').split(',').map(Number).filter(Boolean);
const layer = Number(process.env.JANUS_BENCH_LAYER ?? 2);
const windowMs = Number(process.env.JANUS_BENCH_WINDOW_MS ?? 5000);
/** A subscriber whose packets in the window are at least this share of what was sent is "intact". */
const INTACT = 0.95;
const RIDS = ['l', 'm', 'h'] as const;

type Handle = {
  create(p: Record<string, unknown>): Promise<unknown>;
  joinConfigurePublisher(p: Record<string, unknown>): Promise<{ jsep?: { type: string; sdp: string } }>;
  joinSubscriber(p: Record<string, unknown>): Promise<{ jsep?: { type: string; sdp: string } }>;
  start(p: { jsep: { type: string; sdp: string } }): Promise<unknown>;
  detach(): Promise<void>;
};

/** Janus's CPU time so far, in seconds (utime + stime from /proc). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The namespace's addresses (a private range, on a veth pair that exists only inside it). */
const NETNS_SETUP = [
  'ip link set lo up',
  'ip link add bench0 type veth peer name bench1',
  'ip addr add 10.213.0.1/24 dev bench0',
  'ip addr add 10.213.0.2/24 dev bench1',
  'ip link set bench0 up',
  'ip link set bench1 up',
].join(' && ');

/** Runs the measurement in a fresh network namespace and reads its rows back. */
export async function run(): Promise<BenchRow[]> {
  if (process.env.JANUS_BENCH_IN_NETNS === '1') return measure();
  const { spawnSync } = await import('node:child_process');
  const tsx = resolve(root, 'node_modules/.bin/tsx');
  const child = spawnSync(
    'unshare',
    ['-rn', 'sh', '-c', `${NETNS_SETUP} && exec "$0" "$1"`, tsx, resolve(import.meta.dirname, 'janus.ts')],
    { env: { ...process.env, JANUS_BENCH_IN_NETNS: '1' }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const last = child.stdout.trim().split('\n').pop() ?? '';
  if (child.status !== 0 || !last.startsWith('['))
    return [
      {
        name: 'janus: subscribers held',
        value: 0,
        unit: 'subscribers',
        note: `the namespace run failed (${child.status})`,
      },
    ];
  return JSON.parse(last) as BenchRow[];
}

if (process.env.JANUS_BENCH_IN_NETNS === '1' && process.argv[1] && import.meta.filename === resolve(process.argv[1])) {
  measure().then(
    (rows) => process.stdout.write(`\n${JSON.stringify(rows)}\n`),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}

async function measure(): Promise<BenchRow[]> {
  const lib = (await import(resolve(root, 'scripts/lib/janus.mjs'))) as {
    janusAvailable(): boolean;
    startLocalJanus(): Promise<{ env: Record<string, string>; child: { pid?: number }; stop(): void }>;
  };
  if (!lib.janusAvailable()) {
    return [{ name: 'janus: subscribers held', value: 0, unit: 'subscribers', note: 'janus is not installed' }];
  }
  const janus = await lib.startLocalJanus();
  const page = createServer((_, res) => res.end('<!doctype html><title>publisher</title>'));
  await new Promise<void>((r) => page.listen(0, '127.0.0.1', r));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  });
  const subscribers: { pc: RTCPeerConnection; handle: Handle; packets: number; bytes: number }[] = [];
  const rows: BenchRow[] = [];
  const connection = await Janode.connect({
    address: [{ url: janus.env.JANUS_URL!, apisecret: janus.env.JANUS_API_SECRET! }],
  });
  try {
    const session = await connection.create();
    const attach = async () => (await session.attach(VideoRoomPlugin)) as unknown as Handle;
    const admin = await attach();
    const room = 4242;
    await admin.create({
      room,
      publishers: 1,
      is_private: true,
      admin_key: janus.env.JANUS_ADMIN_KEY,
      videocodec: 'vp8',
      bitrate: 1_024_000,
    });

    // The publisher: Chromium's fake camera at 640×360, three simulcast layers as janus.js sends them.
    const context = await browser.newContext({ permissions: ['camera'] });
    const tab = await context.newPage();
    await tab.goto(`http://127.0.0.1:${(page.address() as AddressInfo).port}/`);
    // Browser code as text: it runs in Chromium, not in Node (whose RTCPeerConnection here is werift's).
    const offer = (await tab.evaluate(`(async () => {
      const media = await navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 360, frameRate: 30 } });
      const pc = new RTCPeerConnection();
      pc.addTransceiver(media.getVideoTracks()[0], {
        direction: 'sendonly',
        sendEncodings: [
          { rid: 'h', maxBitrate: 900000 },
          { rid: 'm', maxBitrate: 300000, scaleResolutionDownBy: 2 },
          { rid: 'l', maxBitrate: 100000, scaleResolutionDownBy: 4 },
        ],
      });
      await pc.setLocalDescription(await pc.createOffer());
      await new Promise((r) => {
        if (pc.iceGatheringState === 'complete') r();
        pc.addEventListener('icegatheringstatechange', () => pc.iceGatheringState === 'complete' && r());
      });
      window.pc = pc;
      return pc.localDescription.sdp;
    })()`)) as string;
    const publisher = await attach();
    const joined = await publisher.joinConfigurePublisher({
      room,
      feed: 1,
      audio: false,
      video: true,
      jsep: { type: 'offer', sdp: offer },
    });
    await tab.evaluate(`window.pc.setRemoteDescription({ type: 'answer', sdp: ${JSON.stringify(joined.jsep!.sdp)} })`);
    /** Packets and bytes the publisher has sent on the subscribed layer. */
    const sent = async () =>
      (await tab.evaluate(`(async () => {
        const stats = await window.pc.getStats();
        let out = { packets: 0, bytes: 0, frame: '' };
        stats.forEach((s) => {
          if (s.type === 'outbound-rtp' && s.rid === ${JSON.stringify(RIDS[layer])})
            out = { packets: s.packetsSent, bytes: s.bytesSent, frame: (s.frameWidth ?? 0) + '×' + (s.frameHeight ?? 0) };
        });
        return out;
      })()`)) as { packets: number; bytes: number; frame: string };
    for (let i = 0; i < 100 && (await sent()).packets === 0; i++) await new Promise((r) => setTimeout(r, 100));
    if ((await sent()).packets === 0) throw new Error('the publisher sends nothing on the subscribed layer');

    const addSubscriber = async () => {
      const handle = await attach();
      const { jsep } = await handle.joinSubscriber({ room, feed: 1, sc_substream_layer: layer });
      const pc = new RTCPeerConnection({ iceUseIpv6: false });
      const s = { pc, handle, packets: 0, bytes: 0 };
      pc.onTrack.subscribe((track) =>
        track.onReceiveRtp.subscribe((rtp) => {
          s.packets += 1;
          s.bytes += rtp.payload.length;
        }),
      );
      await pc.setRemoteDescription({ type: 'offer', sdp: jsep!.sdp });
      await pc.setLocalDescription(await pc.createAnswer());
      await handle.start({ jsep: { type: 'answer', sdp: pc.localDescription!.sdp } });
      subscribers.push(s);
      if (process.env.JANUS_BENCH_DEBUG) {
        console.error(
          jsep!.sdp
            .split('\r\n')
            .filter((l) => l.includes('candidate'))
            .join('\n'),
        );
        console.error(pc.localDescription!.sdp);
        pc.connectionStateChange.subscribe((st) => console.error('subscriber', st));
      }
    };

    let held = 0;
    for (const target of steps) {
      try {
        while (subscribers.length < target) await addSubscriber();
      } catch (err) {
        rows.push({
          name: `janus: ${target} subscribers`,
          value: 0,
          unit: '% intact',
          note: `could not add subscribers: ${(err as Error).message}`,
        });
        break;
      }
      // ICE, DTLS and a key frame for the newest ones: every subscriber receiving, then two seconds more.
      for (let i = 0; i < 300 && subscribers.some((x) => x.packets === 0); i++)
        await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 2000));
      const before = { sent: await sent(), cpu: cpuSeconds(janus.child.pid!), got: subscribers.map((s) => s.packets) };
      const bytesBefore = subscribers.reduce((n, s) => n + s.bytes, 0);
      const t0 = performance.now();
      await new Promise((r) => setTimeout(r, windowMs));
      const seconds = (performance.now() - t0) / 1000;
      const after = { sent: await sent(), cpu: cpuSeconds(janus.child.pid!) };
      const sentPackets = after.sent.packets - before.sent.packets;
      const ratios = subscribers.map((s, i) => (s.packets - before.got[i]!) / Math.max(1, sentPackets));
      const intact = ratios.filter((r) => r >= INTACT).length;
      const delivered = subscribers.reduce((n, s, i) => n + s.packets - before.got[i]!, 0);
      const bytes = subscribers.reduce((n, s) => n + s.bytes, 0) - bytesBefore;
      const janusCpu = (after.cpu - before.cpu) / seconds;
      rows.push({
        name: `janus: ${target} subscribers of one ${after.sent.frame} layer`,
        value: Math.round((intact / target) * 1000) / 10,
        unit: '% intact',
        target: `>= ${INTACT * 100}% of sent packets each`,
        note: `sent ${Math.round(sentPackets / seconds)} pkt/s; delivered ${Math.round(delivered / seconds)} pkt/s, ${(
          (bytes * 8) / seconds / 1e6
        ).toFixed(1)} Mbit/s in all; worst subscriber ${(Math.min(...ratios) * 100).toFixed(1)}%; Janus CPU ${(
          janusCpu * 100
        ).toFixed(0)}% of one core`,
      });
      if (intact < target) break;
      held = target;
    }
    rows.push({
      name: 'janus: subscribers held with delivery intact',
      value: held,
      unit: 'subscribers',
      note: `one Janus, one publisher, werift receivers in this same process (they share the machine's ${(
        await import('node:os')
      ).availableParallelism()} cores with Janus)`,
    });
    await context.close();
  } finally {
    await Promise.all(subscribers.map((s) => s.pc.close().catch(() => {})));
    await connection.close().catch(() => {});
    await browser.close();
    page.close();
    janus.stop();
  }
  return rows;
}
