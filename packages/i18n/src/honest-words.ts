/**
 * Words of promised investment returns (issue 15 part 3, DESIGN §3 "Features that are regulated"):
 * the revenue share is the known pattern of short-drama investment fraud, and ours never speaks its
 * language. Per locale: yield, APR or annual rate, interest, daily return, rate of return, payback
 * period, guaranteed or principal-protected, passive income, and "investment" itself (the screens say
 * revenue-share units, earnings, payouts). The revenue share's words, record lines and messages in
 * every locale, and its calls' answers, are checked against these.
 */
const L = '\\p{L}';
/** Whole words in scripts with spaces; `stem` matches a word starting with it. */
const words = (list: string[], stems: string[] = []) =>
  new RegExp(`(?<!${L})(?:${[...list.map((w) => `${w}(?!${L})`), ...stems].join('|')})`, 'iu');
/** Substrings, for scripts without spaces between words. */
const parts = (list: string[]) => new RegExp(list.join('|'), 'u');

export const FORBIDDEN_RETURN_WORDS: Record<string, RegExp> = {
  en: words(
    [
      'yield',
      'yields',
      'apr',
      'apy',
      'roi',
      'interest',
      'payback',
      'guaranteed',
      'passive income',
      'profit rate',
      'rate of return',
      'daily returns?',
      'returns? on',
      'expected returns?',
      'annuali[sz]ed',
      'per annum',
    ],
    ['invest'],
  ),
  'zh-CN': parts([
    '收益率',
    '年化',
    '回报率',
    '日回报',
    '回本',
    '保本',
    '稳赚',
    '利息',
    '利率',
    '投资',
    '理财',
    '保证收益',
  ]),
  'zh-TW': parts([
    '收益率',
    '年化',
    '報酬率',
    '回報率',
    '日回報',
    '回本',
    '保本',
    '穩賺',
    '利息',
    '利率',
    '投資',
    '理財',
    '保證收益',
  ]),
  ja: parts(['利回り', '年利', '年率', '利息', '金利', '元本保証', '投資', '配当率', '回収期間', '確定利益']),
  ko: parts(['수익률', '연이율', '이자', '원금 보장', '원금보장', '투자', '회수 기간', '확정 수익']),
  de: words(
    ['zins', 'zinsen', 'effektivzins', 'amortisation', 'garantiert', 'garantierte', 'renditen?'],
    ['investi', 'rendite'],
  ),
  fr: words(
    ['intérêts?', 'taeg', 'taux annuel', 'garantie?s?', 'retour sur investissement'],
    ['investi', 'rendement'],
  ),
  es: words(
    ['interés', 'intereses', 'tae', 'garantizad[oa]s?', 'retorno'],
    ['invers', 'invert', 'rendimiento', 'rentabilidad'],
  ),
  it: words(['interessi', 'taeg', 'tan', 'garantit[oaie]', 'rendita'], ['investi', 'rendiment']),
  pt: words(['juros', 'garantid[oa]s?', 'retorno'], ['investi', 'rendiment', 'rentabilidade']),
  ru: words(['годовых', 'гарантирован[а-я]*'], ['доходност', 'инвест', 'окупаемост', 'процентн']),
  ro: words(['dobândă', 'dobânzi', 'dobânda', 'garantat[ăe]?'], ['investi', 'randament', 'rentabilit']),
  tr: words(['faiz', 'faizi', 'garantili', 'geri ödeme süresi'], ['yatırım', 'getiri']),
  fi: words(
    ['korko', 'korkoa', 'taattu', 'taatusti', 'takaisinmaksuaika', 'vuosituotto', 'tuottoprosentti'],
    ['sijoit'],
  ),
  da: words(['rente', 'renter', 'garanteret', 'tilbagebetalingstid'], ['investe', 'afkast']),
  nl: words(['rente', 'gegarandeerd', 'terugverdientijd'], ['investe', 'belegg', 'rendement']),
  vi: words([
    'lợi suất',
    'lãi suất',
    'tiền lãi',
    'đầu tư',
    'hoàn vốn',
    'cam kết lợi nhuận',
    'đảm bảo lợi nhuận',
  ]),
  id: words(['imbal hasil', 'bunga', 'dijamin', 'balik modal'], ['investasi', 'berinvestasi']),
  pl: words(
    ['odsetki', 'oprocentowanie', 'stopa zwrotu', 'zwrot z inwestycji'],
    ['inwest', 'gwarantowan', 'rentown'],
  ),
  ar: words(
    ['العائد', 'عائد', 'الفائدة', 'فائدة', 'سعر الفائدة', 'مضمون', 'مضمونة', 'استرداد رأس المال'],
    ['استثمار', 'الاستثمار', 'مستثمر'],
  ),
};

/** The first forbidden word in `text` for `locale` (English words are checked in every locale too). */
export function forbiddenReturnWord(locale: string, text: string): string | undefined {
  for (const re of [FORBIDDEN_RETURN_WORDS[locale], FORBIDDEN_RETURN_WORDS.en]) {
    const m = re?.exec(text);
    if (m) return m[0];
  }
  return undefined;
}
