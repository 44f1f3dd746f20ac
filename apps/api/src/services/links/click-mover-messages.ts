import type { JournalState } from './click-journal.ts';

/** What the mover's thread is started with (decision 637). */
export interface MoverWorkerData {
  server: { url: string; preparedStatements: boolean };
  dir: string;
  name: string;
  token: string;
  holder: string;
  state: JournalState;
}

/** From the API thread to the mover's thread. */
export type ToMover = { t: 'state'; state: JournalState } | { t: 'settled'; id: number } | { t: 'stop' };

/** From the mover's thread to the API thread. */
export type FromMover =
  | { t: 'drop'; segment: number }
  | { t: 'log'; level: 'warn' | 'error'; message: string }
  | { t: 'settled'; id: number; error?: string };
