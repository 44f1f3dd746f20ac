/**
 * Body of PUT rest-auth/user/: only the fields a user may change. The console sends the whole user
 * back; everything else (id, user_type, is_admin, permissions_*, campaigns, teams, api_key,
 * platforms, profile.current_team, profile.browsersource, ...) is stripped by the schema and
 * never stored.
 */
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const flag = { type: 'boolean' } as const;
const codes = { type: ['array', 'null'], items: { type: 'string' } } as const;

export const userUpdateBody = {
  type: 'object',
  required: ['username', 'email'],
  properties: {
    username: text,
    email: text,
    email_receive_advocate_updates: flag,
    email_receive_sponsorship_offers: { ...flag, description: 'As the terms screen sends it; same as profile.email_receive_sponsorship_offers.' },
    tos_agreed: { ...nullableText, description: 'Agreement, stamped with the server time; the stored value sent back keeps it; null withdraws.' },
    phone_number: nullableText,
    twitter: nullableText,
    stream_preview_screenshot: {
      ...nullableText,
      description: 'In multipart: the image file (png, jpeg or gif, 5 MB at most). null or empty clears it.',
    },
    profile: {
      type: 'object',
      properties: {
        email_receive_sponsorship_offers: flag,
        email_receive_advocate_updates: flag,
        selected_notifications: { ...nullableText, description: 'One code of E, S, D, or null.' },
        twitter: nullableText,
        application_full_name: nullableText,
        application_date_of_birth: nullableText,
        application_organization: nullableText,
        application_streams_on_which_platforms: codes,
        application_stream_content_type: codes,
        base_canvas_resolution: text,
        stream_preview_screenshot: nullableText,
      },
    },
  },
} as const;

/** Multipart text parts read as JSON values of these kinds; other parts stay text. */
export const multipartFieldKinds: Record<string, 'boolean' | 'nullable' | 'json'> = {
  email_receive_advocate_updates: 'boolean',
  email_receive_sponsorship_offers: 'boolean',
  tos_agreed: 'nullable',
  phone_number: 'nullable',
  twitter: 'nullable',
  stream_preview_screenshot: 'nullable',
  profile: 'json',
};

/** Part names a screenshot file may come under. */
export const screenshotFileFields = new Set(['stream_preview_screenshot', 'profile.stream_preview_screenshot']);
