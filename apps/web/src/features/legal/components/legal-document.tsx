import { Button } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { parseLegalBody, type LegalKind } from '@app/contract';
import { currentLocale } from '#web/lib/i18n';
import { useLegalDocument } from '#web/features/legal/api/legal';
import '#web/features/legal/legal.css';

export function formatLegalDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'long' }).format(date);
}

/** The body's blocks as elements (headings, paragraphs, lists): the text is never read as HTML. */
function LegalBody({ body }: { body: string }) {
  return (
    <div className="legal-body">
      {parseLegalBody(body).map((block, i) => {
        if (block.type === 'heading') return <h2 key={i}>{block.text}</h2>;
        if (block.type === 'list') {
          return (
            <ul key={i}>
              {block.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={i}>{block.text}</p>;
      })}
    </div>
  );
}

function LegalSkeleton() {
  return (
    <div className="legal-doc" aria-busy="true" data-testid="legal-loading">
      <div className="legal-shimmer legal-shimmer--title" />
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="legal-shimmer" style={{ inlineSize: `${92 - (i % 3) * 12}%` }} />
      ))}
    </div>
  );
}

/** A legal page: title, version and date, "shown in English" when not translated, then the text. */
export function LegalDocument({ kind }: { kind: LegalKind }) {
  const { t } = useTranslation('content');
  const doc = useLegalDocument(kind);
  if (doc.isPending) return <LegalSkeleton />;
  if (doc.isError) {
    const missing = (doc.error as { error?: string }).error === 'LEGAL_DOCUMENT_NOT_FOUND';
    return (
      <div className="legal-state" data-testid="legal-error">
        <FileOutline className="legal-state__icon" aria-hidden="true" />
        <p className="legal-state__title">{missing ? t('legal.notPublished') : t('legal.loadFailed')}</p>
        {missing ? null : (
          <Button color="primary" fill="outline" shape="rounded" onClick={() => void doc.refetch()}>
            {t('common:action.retry')}
          </Button>
        )}
      </div>
    );
  }
  const data = doc.data;
  return (
    <article className="legal-doc" data-testid={`legal-${kind}`} lang={data.locale} dir="auto">
      <h1 className="legal-doc__title">{data.title}</h1>
      <p className="legal-doc__meta" data-testid="legal-version">
        {t('legal.versionLine', { version: data.version, date: formatLegalDate(data.publishedAt) })}
      </p>
      {data.fallback ? (
        <p className="legal-doc__fallback" data-testid="legal-fallback" lang={currentLocale()} dir="auto">
          {t('legal.shownInEnglish')}
        </p>
      ) : null}
      <LegalBody body={data.body} />
    </article>
  );
}
