// What bench/load-server.ts tells bench/load.ts over IPC (kept apart: importing the server
// file would start a second server).

/** The password every virtual user's account has. */
export const LOAD_PASSWORD = 'load-test-password-123';

export interface LoadAccount {
  email: string;
  token: string;
  threadId: string;
}

export type ServerMessage =
  | {
      kind: 'ready';
      port: number;
      seededMs: number;
      accounts: LoadAccount[];
      postIds: string[];
      threadpool: string;
      /** Server processes (WORKERS). */
      workers: number;
    }
  | {
      kind: 'loop';
      /** How many processes reported; the numbers are the worst of them. */
      processes: number;
      p50: number;
      p99: number;
      max: number;
      mean: number;
    };
