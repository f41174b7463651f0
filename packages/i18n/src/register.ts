import type { LOCALES } from '@app/contract';

/**
 * One way of addressing the reader per language, in every namespace (decision 30): the words of the
 * other register must not appear. `null`: the language has no such choice to keep consistent here.
 * Each entry names the register kept and the forms of the other one.
 */
export const OTHER_REGISTER: Record<(typeof LOCALES)[number], { kept: string; refused: RegExp } | null> = {
  en: null,
  'zh-CN': { kept: '您 (polite you)', refused: /(?<!迷)[你妳]/u },
  'zh-TW': { kept: '您 (polite you)', refused: /(?<!迷)[你妳]/u },
  ja: {
    kept: 'です/ます (polite form)',
    refused: /(?:だ|である|ない|(?<!まし|でし)た|る|よう|しろ|せよ)[。！？]/u,
  },
  ko: {
    kept: '합쇼체 (-ㅂ니다/-습니다, -십시오)',
    refused: /(?<!필|개|중|주|수)요(?!\p{Script=Hangul})(?<!^좋아요)/u,
  },
  de: {
    kept: 'Sie',
    refused:
      /(?<!\p{L})(?:du|dich|dir|dein\p{L}*|euch|euer|eure\p{L}*|kannst|hast|bist|willst|musst|möchtest|sieh|gib|nimm|hilf|lies|vergiss)(?!\p{L})/iu,
  },
  ar: {
    kept: 'أنتَ (second person masculine singular)',
    refused: /(?<![\p{L}\p{M}])(?:أنتم|أنتن|أنتِ)(?![\p{L}\p{M}])|\p{L}(?<!ح)(?<!ترا)كم(?![\p{L}\p{M}])|كِ/u,
  },
  ru: {
    kept: 'вы',
    refused:
      /(?<!\p{L})(?:ты|тебя|тебе|тобой|тво(?:й|я|ё|е|и|его|ему|ей|ю|им|их|ими|ём|ем)|попробуй|введи|выбери|нажми|проверь|открой|посмотри|добавь|укажи|обнови|свяжись|напиши|подтверди|войди|подожди|расскажи|оставь|коснись|перейди|сохрани|загрузи|оплати|обратись|используй|повтори)(?!\p{L})/iu,
  },
  ro: {
    kept: 'tu',
    refused:
      /(?<!\p{L})(?:(?:dvs|dumneavoastră|vă|vostru|voastră|voștri|voastre|ați|puteți|aveți|sunteți|doriți|introduceți|alegeți|deschideți|trimiteți)(?!\p{L})|v-(?=\p{L}))|\p{L}ți-(?:vă|o|l|le|ne|i)(?!\p{L})/iu,
  },
  fr: { kept: 'vous', refused: /(?<!\p{L})(tu|toi|ton|ta|tes|te|t['’])(?!\p{L})/iu },
  tr: {
    kept: 'siz',
    refused:
      /(?<!\p{L})(?:sen|seni|sana|senin|sende|senden|seninle|şifreni|şifren|bakiyen|uygulaman|bağlantını|değilsin)(?!\p{L})|\p{L}(?:ırsın|irsin|ursun|ürsün|arsın|ersin|mazsın|mezsin)(?!\p{L})|(?:dığın|diğin|duğun|düğün|tığın|tiğin|tuğun|tüğün)(?!\p{L})|'(?:sın|sin|sun|sün)(?!\p{L})|(?:dın|din|dun|dün|tın|tin|tun|tün) m[ıiuü](?!\p{L})/iu,
  },
  it: {
    kept: 'tu',
    refused:
      /(?<!\p{L})(Lei|Suo|Sua|Suoi|Sue)(?!\p{L})|(?:^|[.!?]\s+)(Scelga|Inserisca|Tocchi|Riprovi|Attenda|Verifichi|Apra|Scriva|Aggiunga|Confermi|Imposti|Acceda|Provi)(?!\p{L})/u,
  },
  fi: {
    kept: 'sinä',
    refused:
      /(?<!\p{L})(?:te|teidän|teille|teitä|teillä|teiltä|teihin|teissä|teistä|teidät|\p{L}+tte(?:ko|kö)?)(?!\p{L})/iu,
  },
  es: {
    kept: 'tú',
    refused:
      /(?<!\p{L})(usted|ustedes|elija|elijan|introduzca|seleccione|pulse|intente|compruebe|ingrese)(?!\p{L})/iu,
  },
  da: { kept: 'du', refused: /(?<!\p{L})(?:Dem|Deres)(?!\p{L})/u },
  nl: { kept: 'je/jij', refused: /(?<!\p{L})(?:u|uw|uzelf)(?!\p{L})/iu },
  vi: {
    kept: 'bạn',
    refused: /(?<!\p{L})(?:quý khách|quý vị|mày|cậu|anh\/chị|anh chị)(?!\p{L})/iu,
  },
  pt: {
    kept: 'você (3rd person: "Escolha", "a sua")',
    refused:
      /(?<!\p{L})(tu|teu|tua|teus|tuas|contigo|podes|tens|queres|estás|precisas)(?!\p{L})|-te(?!\p{L})/iu,
  },
  id: {
    kept: 'Anda',
    refused: /\b(?:kamu|kau|engkau|aku|yuk)\b|\b[a-z]+(?<!ta|te|il|ja|ra|se)mu\b/iu,
  },
  pl: {
    kept: 'ty (Ty, Twój)',
    refused:
      /(?<!\p{L})(Pan|Pani|Pana|Panu|Panem|Panią|Państwo|Państwa|Państwu|Państwem|[Ww]asz(a|e|ej|ego|ym|ych|ą|emu)?)(?!\p{L})/u,
  },
};

/** The texts (with a label each) that use the other register of `locale`, for tests of content in many languages. */
export function otherRegisterFound(locale: (typeof LOCALES)[number], texts: [string, string][]): string[] {
  const rule = OTHER_REGISTER[locale];
  if (!rule) return [];
  return texts.filter(([, value]) => rule.refused.test(value)).map(([label, value]) => `${label}: ${value}`);
}
