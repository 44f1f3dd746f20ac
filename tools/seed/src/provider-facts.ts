/**
 * What the demo's broadcasters show on the providers beyond what the database records, shared by
 * the seed (the compliance it records) and the stand-ins mirror (stand-ins.ts), so an audit of the
 * untouched demo finds what the seed says it found.
 */
/** Twitch cannot serve these channels' panels (the audit reads "Can't Connect"). */
export const PANELS_UNREADABLE: ReadonlySet<string> = new Set(['retro_rick']);
/** These channels show the tracked link under an older picture than the banner's ("Incorrect Image"). */
export const OUTDATED_PANEL_PICTURE: ReadonlySet<string> = new Set(['pixel_paula']);
/** Channels where the chatbot is not a moderator ("Not Modded"); everywhere else it was made one on joining. */
export const CHATBOT_NOT_MODDED: ReadonlySet<string> = new Set(['pixel_paula']);
