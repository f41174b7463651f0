import { useMemo, useState } from 'react';
import { Collapse, SearchBar } from 'antd-mobile';
import {
  CloseCircleOutline,
  EditSOutline,
  FileOutline,
  MessageOutline,
  QuestionCircleOutline,
  SearchOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '#web/lib/i18n';
import { useHelpArticles } from '#web/features/help/api/help';
import { filterArticles, highlightParts } from '#web/features/help/lib/search';
import { FriendlyState } from './states';
import '#web/features/help/help.css';

function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, i) =>
        part.match ? (
          <mark key={i} className="help-mark">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

function formatUpdated(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium' }).format(date);
}

function ArticlesSkeleton() {
  return (
    <div className="help-card" aria-busy="true" data-testid="help-loading">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="help-skeleton">
          <div className="help-shimmer help-shimmer--line" style={{ inlineSize: `${82 - (i % 3) * 14}%` }} />
        </div>
      ))}
    </div>
  );
}

interface HelpScreenProps {
  onService: () => void;
  onFeedback: () => void;
}

/** `/vip/help`: searchable help articles, then the ways to reach a person. */
export function HelpScreen({ onService, onFeedback }: HelpScreenProps) {
  const { t } = useTranslation('content');
  const articles = useHelpArticles();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const all = useMemo(() => articles.data?.list ?? [], [articles.data]);
  const results = useMemo(() => filterArticles(all, query), [all, query]);
  const searching = query.trim() !== '';

  const search = (value: string) => {
    setQuery(value);
    // While searching, the best match opens by itself.
    const first = value.trim() ? filterArticles(all, value)[0] : undefined;
    setOpen(first ? String(first.id) : null);
  };

  let body;
  if (articles.isPending) body = <ArticlesSkeleton />;
  else if (articles.isError)
    body = (
      <FriendlyState
        icon={<CloseCircleOutline />}
        title={t('help.errorTitle')}
        text={t('help.errorText')}
        action={t('help.retry')}
        onAction={() => void articles.refetch()}
        testId="help-error"
      />
    );
  else if (all.length === 0)
    body = (
      <FriendlyState
        icon={<FileOutline />}
        title={t('help.emptyTitle')}
        text={t('help.emptyText')}
        action={t('help.chat')}
        onAction={onService}
        testId="help-empty"
      />
    );
  else if (results.length === 0)
    body = (
      <FriendlyState
        icon={<SearchOutline />}
        title={t('help.noMatchTitle', { query: `\u2068${query.trim()}\u2069` })}
        text={t('help.noMatchText')}
        action={t('help.clearSearch')}
        onAction={() => search('')}
        testId="help-no-match"
      />
    );
  else
    body = (
      <div className="help-card">
        <Collapse accordion activeKey={open} onChange={setOpen} className="help-articles">
          {results.map((a) => (
            <Collapse.Panel
              key={String(a.id)}
              title={
                <span
                  className="help-article__title"
                  data-testid="help-article-title"
                  dir="auto"
                  lang={a.locale}
                >
                  <Highlighted text={a.title} query={query} />
                </span>
              }
            >
              <div className="help-article" data-testid="help-article">
                {a.fallback ? (
                  <p className="help-article__fallback" data-testid="help-fallback">
                    {t('help.shownInEnglish')}
                  </p>
                ) : null}
                <p className="help-article__body" dir="auto" lang={a.locale}>
                  <Highlighted text={a.body} query={query} />
                </p>
                {formatUpdated(a.updatedAt) ? (
                  <p className="help-article__updated">
                    {t('help.updated', { date: `\u2068${formatUpdated(a.updatedAt)}\u2069` })}
                  </p>
                ) : null}
              </div>
            </Collapse.Panel>
          ))}
        </Collapse>
      </div>
    );

  return (
    <div className="help-page" data-testid="help-screen">
      <div className="help-hero">
        <div className="help-hero__text">
          <p className="help-hero__title">{t('help.heroTitle')}</p>
          <p className="help-hero__sub">{t('help.heroText')}</p>
        </div>
        <QuestionCircleOutline className="help-hero__icon" aria-hidden="true" />
        <SearchBar
          className="help-search"
          value={query}
          onChange={search}
          onClear={() => search('')}
          placeholder={t('help.searchPlaceholder')}
          maxLength={100}
        />
      </div>

      <section className="help-section" aria-labelledby="help-articles-head">
        <h2 className="help-section__head" id="help-articles-head">
          {searching && !articles.isPending && all.length > 0
            ? t('help.results', { count: results.length })
            : t('help.faq')}
        </h2>
        {body}
      </section>

      <section className="help-contact" aria-labelledby="help-contact-head">
        <h2 className="help-contact__title" id="help-contact-head">
          {t('help.stillTitle')}
        </h2>
        <p className="help-contact__text">{t('help.stillText')}</p>
        <div className="help-contact__actions">
          <button
            type="button"
            className="help-contact__action"
            onClick={onService}
            data-testid="help-service"
          >
            <span className="help-contact__icon">
              <MessageOutline />
            </span>
            <span className="help-contact__label">{t('help.chat')}</span>
            <span className="help-contact__hint">{t('help.chatHint')}</span>
          </button>
          <button
            type="button"
            className="help-contact__action"
            onClick={onFeedback}
            data-testid="help-feedback"
          >
            <span className="help-contact__icon help-contact__icon--alt">
              <EditSOutline />
            </span>
            <span className="help-contact__label">{t('help.feedback')}</span>
            <span className="help-contact__hint">{t('help.feedbackHint')}</span>
          </button>
        </div>
      </section>
    </div>
  );
}
