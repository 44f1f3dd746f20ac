export type * from './types.ts';
export * from './app-config.ts';
