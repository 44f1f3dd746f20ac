import { messages } from '../messages.ts';
import type { Rule } from '../types.ts';
import { isEmpty } from '../values.ts';

/**
 * Spec 00 §5: a chat-bot command is typed without its `!` and is one word.
 * 'Commands cannot begin with !' is checked before 'Commands cannot include spaces'. Empty passes.
 */
export const chatCommand: Rule = (value) => {
  if (isEmpty(value) || typeof value !== 'string') return undefined;
  if (value.trimStart().startsWith('!')) return messages.commandBang;
  return /\s/.test(value.trim()) ? messages.commandSpaces : undefined;
};
