/** The next-post fields of next-chatbot-posts/ and broadcaster-chatbot-messages/ (decision 704). */
export const nextPostProperties = {
  next_post: {
    type: ['string', 'null'],
    format: 'date-time',
    description:
      'When the post really goes out (the channel live and 20 chat lines there; an overdue one goes in the next round, so now); null while it waits for something (waiting_for) or is not scheduled.',
  },
  waiting_for: {
    type: ['string', 'null'],
    enum: ['live', 'chat', null],
    description:
      "What the post waits for before it can go out: 'live' (the channel is offline), 'chat' (fewer than 20 chat lines since the bot's last post), or null.",
  },
  chat_lines: {
    type: 'integer',
    minimum: 0,
    maximum: 20,
    description: "Chat lines by people since the bot's last post in the channel, up to 20.",
  },
} as const;
