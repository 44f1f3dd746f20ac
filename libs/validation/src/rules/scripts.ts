/**
 * Unicode scripts, for the mixed-script check of usernames (decision 245). Every script of Unicode 16
 * but Common, Inherited, Unknown and Braille; a name the running engine does not know is skipped.
 */
const SCRIPTS = `Latin Cyrillic Greek Arabic Hebrew Devanagari Bengali Thai Hangul Han Hiragana Katakana Armenian
Georgian Adlam Ahom Anatolian_Hieroglyphs Avestan Balinese Bamum Bassa_Vah Batak Beria_Erfe Bhaiksuki Bopomofo
Brahmi Buginese Buhid Canadian_Aboriginal Carian Caucasian_Albanian Chakma Cham Cherokee Chorasmian Coptic
Cuneiform Cypriot Cypro_Minoan Deseret Dives_Akuru Dogra Duployan Egyptian_Hieroglyphs Elbasan Elymaic Ethiopic
Garay Glagolitic Gothic Grantha Gujarati Gunjala_Gondi Gurmukhi Gurung_Khema Hanifi_Rohingya Hanunoo Hatran
Imperial_Aramaic Inscriptional_Pahlavi Inscriptional_Parthian Javanese Jurchen Kaithi Kannada Kawi Kayah_Li
Kharoshthi Khitan_Small_Script Khmer Khojki Khudawadi Kirat_Rai Lao Lepcha Limbu Linear_A Linear_B Lisu Lycian
Lydian Mahajani Makasar Malayalam Mandaic Manichaean Marchen Masaram_Gondi Medefaidrin Meetei_Mayek
Mende_Kikakui Meroitic_Cursive Meroitic_Hieroglyphs Miao Modi Mongolian Mro Multani Myanmar Nabataean
Nag_Mundari Nandinagari New_Tai_Lue Newa Nko Nushu Nyiakeng_Puachue_Hmong Ogham Ol_Chiki Ol_Onal Old_Hungarian
Old_Italic Old_North_Arabian Old_Permic Old_Persian Old_Sogdian Old_South_Arabian Old_Turkic Old_Uyghur Oriya
Osage Osmanya Pahawh_Hmong Palmyrene Pau_Cin_Hau Phags_Pa Phoenician Proto_Cuneiform Psalter_Pahlavi Rejang
Runic Samaritan Saurashtra Seal Sharada Shavian Siddham Sidetic SignWriting Sinhala Sogdian Sora_Sompeng
Soyombo Sundanese Sunuwar Syloti_Nagri Syriac Tagalog Tagbanwa Tai_Le Tai_Tham Tai_Viet Tai_Yo Takri Tamil
Tangsa Tangut Telugu Thaana Tibetan Tifinagh Tirhuta Todhri Tolong_Siki Toto Tulu_Tigalari Ugaritic Vai
Vithkuqi Wancho Warang_Citi Yezidi Yi Zanabazar_Square`;

/**
 * Writings that mix scripts by nature (Unicode TS #39 §5.1): Japanese, Korean, and Chinese with
 * Bopomofo. Their letters count as one script.
 */
const MIXED_WRITINGS = [
  ['Han', 'Hiragana', 'Katakana'],
  ['Han', 'Hangul'],
  ['Han', 'Bopomofo'],
];

let writings: RegExp[] | undefined;

/**
 * One pattern per writing: the whole text in that writing's scripts (Script_Extensions, so a mark
 * shared by several Indic scripts fits each) plus characters of no particular script (digits, _ . -,
 * combining accents that take the script of their letter). Built on first use, so an engine without some script still loads.
 */
function writingPatterns(): RegExp[] {
  if (writings) return writings;
  const neutral = String.raw`\p{scx=Zyyy}\p{scx=Zinh}`;
  const patterns: RegExp[] = [];
  for (const scripts of [...SCRIPTS.split(/\s+/).map((script) => [script]), ...MIXED_WRITINGS]) {
    try {
      patterns.push(new RegExp(`^[${scripts.map((script) => String.raw`\p{scx=${script}}`).join('')}${neutral}]*$`, 'u'));
    } catch {
      // A script newer than this engine's Unicode tables: its letters fit no writing, so they are refused.
    }
  }
  writings = patterns;
  return patterns;
}

/** All letters of `text` belong to one script or one of the mixed writings above. */
export function isSingleScript(text: string): boolean {
  return writingPatterns().some((pattern) => pattern.test(text));
}
