import { Button, ErrorBlock, InfiniteScroll, Skeleton, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TASK_FILTERS, type TaskFilter } from '@app/contract';
import { useIsSignedIn } from '#web/lib/session';
import { useTaskList } from '#web/features/task/api/task';
import { useNow } from '#web/lib/time-format';
import { DealCard } from './deal-card';
import '#web/features/task/task.css';

function isFilter(v: string | null): v is TaskFilter {
  return !!v && (TASK_FILTERS as readonly string[]).includes(v);
}

/** Filters that are about the caller's own places. */
const OWN: readonly TaskFilter[] = ['participating', 'toSettle'];

function DealList({ filter }: { filter: TaskFilter }) {
  const { t } = useTranslation('task');
  const now = useNow();
  const q = useTaskList(filter);
  if (q.isPending) {
    return (
      <div className="tk-list">
        {[0, 1, 2].map((i) => (
          <div className="tk-card" key={i}>
            <Skeleton animated className="tk-card__img" />
            <div className="tk-card__body">
              <Skeleton.Paragraph lineCount={3} animated />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (q.isError) {
    return (
      <ErrorBlock status="default" title={t('load.failed')} description="">
        <Button size="small" onClick={() => void q.refetch()}>
          {t('common:action.retry')}
        </Button>
      </ErrorBlock>
    );
  }
  const deals = q.data.pages.flatMap((p) => p.list);
  if (!deals.length) {
    return (
      <ErrorBlock status="empty" title={t(`empty.${filter}`)} description="" data-testid="deals-empty" />
    );
  }
  return (
    <div className="tk-list" data-testid="deal-list">
      {deals.map((d) => (
        <DealCard key={d.id} deal={d} now={now} />
      ))}
      <InfiniteScroll loadMore={async () => void (await q.fetchNextPage())} hasMore={q.hasNextPage} />
    </div>
  );
}

/** `/tasks`: group-buy deals by the spec's filters (all, participating, in progress, completed, to settle). */
export function TasksScreen() {
  const { t } = useTranslation('task');
  const signedIn = useIsSignedIn();
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter');
  const filter: TaskFilter = isFilter(raw) ? raw : 'all';
  const shown = TASK_FILTERS.filter((f) => signedIn || !OWN.includes(f));
  return (
    <div className="tk-screen">
      <p className="tk-intro">{t('intro')}</p>
      <Tabs
        activeKey={filter}
        onChange={(key) => setParams(key === 'all' ? {} : { filter: key }, { replace: true })}
        className="tk-tabs"
      >
        {shown.map((f) => (
          <Tabs.Tab key={f} title={t(`filter.${f}`)} />
        ))}
      </Tabs>
      <DealList filter={filter} />
    </div>
  );
}
