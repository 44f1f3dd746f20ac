import { describe, expect, it } from 'vitest';
import { email } from './email.ts';
import { isSingleScript } from './scripts.ts';
import { broadcasterUsername, managerUsername, usernameRuleFor } from './usernames.ts';

// Issue #6 item 12: usernames refuse control, bidirectional-override and mixed-script look-alike
// characters; broadcasters keep what Twitch and YouTube names hold, managers a conservative set (decision 245).
const INVISIBLE = 'Usernames cannot contain control or invisible characters.';
const MIXED = 'Usernames cannot mix letters of different scripts (such as Latin and Cyrillic).';
const BROADCASTER = 'Enter a valid username. This value may contain only letters, numbers, and ./-/_ characters.';
const MANAGER =
  "Enter a valid username. This value may contain only unaccented letters a-z and A-Z, numbers, single spaces, and @/./+/-/_/'/% characters.";

describe('broadcasterUsername', () => {
  it.each([
    ['a Twitch login', 'streamer_one', undefined],
    ['Twitch upper case and digits', 'NightOwl_GG99', undefined],
    ['a YouTube handle with - and .', 'lets.play-lena', undefined],
    ['accented Latin', 'crème_brûlée', undefined],
    ['Latin with a combining accent', 'cre\u0300me', undefined],
    ['Cyrillic only', 'пётр_стрим', undefined],
    ['Greek only', 'αθηνα', undefined],
    ['Arabic only', 'محمد_123', undefined],
    ['Devanagari with its vowel signs', 'हिन्दी', undefined],
    ['Japanese: kanji, hiragana, katakana', '日本語ひらがなカタカナ', undefined],
    ['Korean: hangul and hanja', '한국語', undefined],
    ['Chinese', '中文频道', undefined],
    ['digits only', '1234', undefined],
    ['right-to-left override U+202E', 'evil\u202Egnp.exe', INVISIBLE],
    ['left-to-right embedding U+202A', '\u202Aadmin', INVISIBLE],
    ['pop directional formatting U+202C', 'admin\u202C', INVISIBLE],
    ['first strong isolate U+2068', 'ad\u2068min', INVISIBLE],
    ['pop directional isolate U+2069', 'admin\u2069', INVISIBLE],
    ['right-to-left mark U+200F', 'admin\u200F', INVISIBLE],
    ['zero-width space U+200B', 'ad\u200Bmin', INVISIBLE],
    ['zero-width joiner U+200D', 'ad\u200Dmin', INVISIBLE],
    ['byte order mark U+FEFF', '\uFEFFadmin', INVISIBLE],
    ['soft hyphen U+00AD', 'ad\u00ADmin', INVISIBLE],
    ['Hangul filler U+3164', 'admin\u3164', INVISIBLE],
    ['variation selector U+FE0F', 'admin\uFE0F', INVISIBLE],
    ['NUL', 'ad\u0000min', INVISIBLE],
    ['tab', 'ad\tmin', INVISIBLE],
    ['line separator U+2028', 'ad\u2028min', INVISIBLE],
    ['private use U+E000', 'ad\uE000min', INVISIBLE],
    ['lone surrogate', 'ad\uD800min', INVISIBLE],
    ['Latin + Cyrillic а (U+0430)', 'p\u0430ypal', MIXED],
    ['Latin + Cyrillic о (U+043E)', 'g\u043E\u043Egle', MIXED],
    ['Latin + Greek ο (U+03BF)', 'r\u03BFot', MIXED],
    ['Cyrillic + Latin', 'пётр_petr', MIXED],
    ['Japanese + Hangul', 'ひらがな한국', MIXED],
    ['Latin + Devanagari digit', 'player\u0967', MIXED],
    ['a space', 'two words', BROADCASTER],
    ['an @', 'ann@example.com', BROADCASTER],
    ['emoji', 'fire🔥', BROADCASTER],
    ['mathematical bold letters (Common look-alikes)', '\u{1D41A}\u{1D41B}\u{1D41C}', BROADCASTER],
    ['full-width digits', '\uFF11\uFF12', BROADCASTER],
    ['letterlike ℂ', '\u2102at', BROADCASTER],
    ['modifier letter apostrophe U+02BC', 'o\u02BCneil', BROADCASTER],
    ['empty passes (required answers)', '', undefined],
    ['null passes', null, undefined],
  ])('%s: %j', (_label, value, expected) => {
    expect(broadcasterUsername(value)).toBe(expected);
  });
});

describe('managerUsername', () => {
  it.each([
    ['the email it starts as', 'New.Person+tag@example.com', undefined],
    ["an address with ' and %", "o'brien%ops@example.com", undefined],
    ['a name with single inner spaces', 'Editor Name', undefined],
    ['accented letters', 'renée@example.com', MANAGER],
    ['Cyrillic look-alike', 'p\u0430ypal@example.com', MANAGER],
    ['two spaces', 'Editor  Name', MANAGER],
    ['a leading space', ' Editor', MANAGER],
    ['a non-breaking space', 'Editor\u00A0Name', MANAGER],
    ['a slash', 'a/b', MANAGER],
    ['right-to-left override', 'ann\u202E@example.com', INVISIBLE],
    ['zero-width space', 'ann\u200B@example.com', INVISIBLE],
    ['a control character', 'ann\u0007', INVISIBLE],
    ['empty passes', '', undefined],
  ])('%s: %j', (_label, value, expected) => {
    expect(managerUsername(value)).toBe(expected);
  });

  it('accepts every address the email rule accepts (registration sets the username to the email)', () => {
    for (const address of ['a@b.co', "x.y_z+1%'-@sub-domain.example.org", 'UPPER@EXAMPLE.COM']) {
      expect(email(address)).toBeUndefined();
      expect(managerUsername(address)).toBeUndefined();
    }
  });
});

describe('usernameRuleFor', () => {
  it('uses the broadcaster rule for user type 3 and the manager rule otherwise', () => {
    expect(usernameRuleFor(3)('пётр')).toBeUndefined();
    expect(usernameRuleFor(2)('пётр')).toBe(MANAGER);
    expect(usernameRuleFor(1)('пётр')).toBe(MANAGER);
  });
});

describe('isSingleScript', () => {
  it.each([
    ['', true],
    ['123_-.', true],
    ['latin', true],
    ['日本語かなカナ', true],
    ['漢字한글', true],
    ['漢字ㄅㄆ', true],
    ['latinкириллица', false],
    ['カナ한글', false],
  ])('%j → %j', (text, expected) => {
    expect(isSingleScript(text)).toBe(expected);
  });
});
