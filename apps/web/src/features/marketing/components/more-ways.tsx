import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

const PAGES = [
  { key: 'sell', to: '/sell' },
  { key: 'creators', to: '/creators' },
  { key: 'partners', to: '/partners' },
] as const;

/** The other two marketing pages, at the foot of each. */
export function MoreWays({ current }: { current: (typeof PAGES)[number]['key'] }) {
  const { t } = useTranslation('marketing');
  return (
    <nav className="mkt-more" aria-labelledby="mkt-more-title">
      <h2 id="mkt-more-title">{t('more.title')}</h2>
      {PAGES.filter((p) => p.key !== current).map((p) => (
        <Link key={p.key} to={p.to} className="mkt-more__link" data-testid={`more-${p.key}`}>
          <strong>{t(`more.${p.key}.title`)}</strong>
          <span>{t(`more.${p.key}.text`)}</span>
        </Link>
      ))}
    </nav>
  );
}
