import type { WsClientMessage, WsServerMessage } from '@drishti/contracts/ws';
import WebSocket from 'ws';

/** A WebSocket client for tests: collects what the server sends and waits for particular messages. */
export class TestSocket {
  readonly received: WsServerMessage[] = [];
  private waiters: { pred: (m: WsServerMessage) => boolean; resolve: (m: WsServerMessage) => void }[] = [];
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as WsServerMessage;
      this.received.push(m);
      this.waiters = this.waiters.filter((w) => {
        if (!w.pred(m)) return true;
        w.resolve(m);
        return false;
      });
    });
  }

  static async open(base: string, cookie?: string): Promise<TestSocket> {
    const ws = new WebSocket(`ws://${base}/ws`, {
      headers: { origin: 'http://localhost:3000', ...(cookie ? { cookie } : {}) },
    });
    const s = new TestSocket(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    s.send({ type: 'hello', protocol: 1 });
    await s.next((m) => m.type === 'welcome');
    return s;
  }

  send(m: WsClientMessage | Record<string, unknown>) {
    this.ws.send(JSON.stringify(m));
  }

  /** The first message (already received or still to come) matching `pred`, after `from`. */
  next<T extends WsServerMessage>(pred: (m: WsServerMessage) => boolean, timeoutMs = 5000, from = 0): Promise<T> {
    const seen = this.received.slice(from).find(pred);
    if (seen) return Promise.resolve(seen as T);
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out; received ${JSON.stringify(this.received.slice(-5))}`)),
        timeoutMs,
      );
      this.waiters.push({
        pred,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m as T);
        },
      });
    });
  }

  /** Waits for a message that arrives from now on. */
  upcoming<T extends WsServerMessage>(pred: (m: WsServerMessage) => boolean, timeoutMs = 5000): Promise<T> {
    return this.next<T>(pred, timeoutMs, this.received.length);
  }

  async close() {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}
