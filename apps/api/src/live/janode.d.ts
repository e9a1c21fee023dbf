// The part of janode (Meetecho's Janus adapter, plain JavaScript) the API uses.
declare module 'janode' {
  interface JanodeHandle {
    create(params: Record<string, unknown>): Promise<{ room: number }>;
    destroy(params: { room: number; secret: string }): Promise<unknown>;
    exists(params: { room: number }): Promise<{ room: number; exists: boolean }>;
    kick(params: { room: number; feed: number; secret: string }): Promise<unknown>;
    listParticipants(params: {
      room: number;
      secret: string;
    }): Promise<{ participants: { feed: number; publisher?: boolean }[] }>;
    detach(): Promise<void>;
  }
  interface JanodeSession {
    attach(plugin: unknown): Promise<JanodeHandle>;
    destroy(): Promise<void>;
    once(event: string, listener: (...args: unknown[]) => void): void;
  }
  interface JanodeConnection {
    create(): Promise<JanodeSession>;
    close(): Promise<void>;
    once(event: string, listener: (...args: unknown[]) => void): void;
  }
  const Janode: {
    connect(config: {
      address: { url: string; apisecret?: string }[];
      retry_time_secs?: number;
      max_retries?: number;
    }): Promise<JanodeConnection>;
    EVENT: Record<string, string>;
    Logger: { setLevel(level: string): void };
  };
  export default Janode;
  export type { JanodeConnection, JanodeHandle, JanodeSession };
}
declare module 'janode/plugins/videoroom' {
  const VideoRoomPlugin: unknown;
  export default VideoRoomPlugin;
}
