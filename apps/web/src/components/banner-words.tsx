import { RTL_LOCALES, type BannerItem } from '@app/contract';
import './banner-words.css';

/**
 * A banner's words drawn over its picture (decision 32): the pictures carry no words, so the
 * title, sub line and button read in the reader's language (or English, tagged `lang="en"`,
 * where staff have not translated them yet). Place inside a positioned box with the picture.
 */
export function BannerWords({
  banner,
  cta = banner.cta,
}: {
  banner: Pick<BannerItem, 'title' | 'subtitle' | 'cta' | 'locale'>;
  /** The button's label; defaults to the banner's own. */
  cta?: string;
}) {
  return (
    // The block runs in the direction of the words' language; an English drama title inside an
    // Arabic line is an embedded run the bidi algorithm places (a line must not take its
    // direction from a title it starts with).
    <span
      className="banner-words"
      lang={banner.locale}
      dir={RTL_LOCALES.has(banner.locale) ? 'rtl' : 'ltr'}
      data-testid="banner-words"
    >
      <span className="banner-words__title">{banner.title}</span>
      {banner.subtitle ? <span className="banner-words__sub">{banner.subtitle}</span> : null}
      {cta ? <span className="banner-words__cta">{cta}</span> : null}
    </span>
  );
}
