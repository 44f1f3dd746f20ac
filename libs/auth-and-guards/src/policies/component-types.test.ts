import { componentTypeSlugs } from '@advocate/validation';
import { describe, expect, it } from 'vitest';
import { CHATBOT_COMPONENT_TYPES, COMPONENT_TYPE, COMPONENT_TYPE_NAMES, COMPONENT_TYPES, isComponentType } from './component-types.ts';

describe('component types (spec 01 §3; migration 0002)', () => {
  it('names every type once, in the types table order', () => {
    expect(Object.values(COMPONENT_TYPE)).toEqual([...componentTypeSlugs]);
    expect(COMPONENT_TYPES).toEqual(componentTypeSlugs);
    expect(Object.keys(COMPONENT_TYPE_NAMES)).toEqual([...componentTypeSlugs]);
  });

  it('the names of the types table', () => {
    expect(COMPONENT_TYPE_NAMES[COMPONENT_TYPE.chatBot]).toBe('Chat Bot Posts');
    expect(COMPONENT_TYPE_NAMES[COMPONENT_TYPE.dynamicCta]).toBe('Dynamic Calls to Action');
  });

  it('chat bot types and the known-type check', () => {
    expect(CHATBOT_COMPONENT_TYPES).toEqual(['twitch-chat-bot', 'twitch-chat-bot-command']);
    expect(isComponentType('watch-party')).toBe(true);
    expect(isComponentType('tweet')).toBe(false);
  });
});
