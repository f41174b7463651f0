import { useNavigate } from 'react-router';
import { SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

/** A search box that is really a button: it opens the search screen. */
export function SearchEntry({ hint, tone = 'light' }: { hint?: string; tone?: 'light' | 'grey' }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={`shop-search-entry shop-search-entry--${tone}`}
      onClick={() => void navigate('/mall/search')}
      data-testid="search-entry"
    >
      <SearchOutline />
      <span>{hint ?? t('search.placeholder')}</span>
    </button>
  );
}
