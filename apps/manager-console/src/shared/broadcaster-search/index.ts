export { BroadcasterSearchField } from './broadcaster-search-field.tsx';
export type { BroadcasterSearchFieldProps } from './broadcaster-search-field.tsx';
