import { useState, type ReactNode } from 'react';
import { Tag } from 'antd';
import type { DescriptionsProps, TableColumnsType } from 'antd';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiBody, ApiData, ApiPath, ListPage } from '@app/contract';
import { useCanCall } from '#admin/lib/access';
import { request } from '#admin/lib/request';
import { RejectReasonModal } from './reject-reason-modal';
import { ReviewActions } from './review-actions';
import { ReviewQueue } from './review-queue';

/** A request waiting for a decision, as every review list of the contract gives it (visitors' applications have no user). */
interface ReviewRow {
  id: number;
  status: string;
  reviewer: { name: string } | null;
  reviewedAt: string | null;
  rejectReason: string | null;
}

type RowOf<P extends ApiPath> = ApiData<P> extends ListPage<infer T> ? T : never;
/** The calls that list a review queue: pages of requests, filtered by status. */
type QueueListPath = {
  [P in ApiPath]: RowOf<P> extends ReviewRow
    ? { page: number; pageSize: number } extends ApiBody<P>
      ? P
      : never
    : never;
}[ApiPath];
/** The calls that decide one request: approve it, or reject it with a reason. */
type ReviewCallPath = {
  [P in ApiPath]: { id: number; action: 'reject'; reason: string } extends ApiBody<P> ? P : never;
}[ApiPath];

/** A queue's row, known to carry what every review row does. */
type QueueRow<L extends QueueListPath> = Extract<RowOf<L>, ReviewRow>;
type Status<L extends QueueListPath> = QueueRow<L>['status'];

/** What a queue's page shows of its rows; built inside the page, so it may use hooks. */
export interface ReviewQueueView<Row, Answer> {
  /** The columns before the decision (queue) or review (history) column. */
  columns: TableColumnsType<Row>;
  /** Phones: the summary column's title and content, what the status column adds, the details. */
  summaryTitle: string;
  summary: (row: Row) => ReactNode;
  phoneStatusExtra?: (row: Row) => ReactNode;
  details: (row: Row) => DescriptionsProps['items'];
  /** What approving this row does, in the confirmation (and its button's words, if not the usual). */
  approveExplain: (row: Row) => string;
  approveConfirm?: (row: Row) => string;
  /** The message once approved, from the server's answer. */
  approved: (row: Row, answer: Answer) => string;
  /** What rejecting this row does, above the reason. */
  rejectExplain: (row: Row) => string;
}

export interface ReviewQueueDefinition<L extends QueueListPath, R extends ReviewCallPath> {
  /**
   * The i18n prefix of the page's words, with their namespace (`wallet:console.deposits`: `<ns>.title`,
   * `.tab.<status>`, `.reject.*`, ...), and its queries' key.
   */
  ns: string;
  /** The call listing the requests; the page shows to the roles that may make it. */
  list: L;
  /** The call deciding one; the buttons show to the roles that may make it. */
  review: R;
  /** The status tabs in order; the first is the queue, shown when no status is asked for. */
  statuses: readonly Status<L>[];
  /** The words of approving: `<ns>.<approveWords>.title`, `.confirm`, `.action` ('approve' unless given). */
  approveWords?: string;
  /** The status tag's colour and icon per status; its words are `<ns>.status.<status>`. */
  look: Record<Status<L>, { color: string; icon: ReactNode }>;
  /** Other queries a decision changes (a credit moves the ledger). */
  alsoRefresh?: QueryKey[];
  reviewWidth: number;
  /** The table's minimum width: in the queue, and in the other tabs. */
  scrollX: { queue: number; history: number };
  testIds: { tabs: string; table: string };
  useView: () => ReviewQueueView<QueueRow<L>, ApiData<R>>;
}

/**
 * A review queue from its definition: the list call with its status tabs, the review call behind
 * approve (after a confirmation saying what it does) and reject (with the reason the user reads),
 * the columns, and the roles of both calls from the contract.
 */
export function defineReviewQueue<L extends QueueListPath, R extends ReviewCallPath>(
  queue: ReviewQueueDefinition<L, R>,
) {
  type Row = QueueRow<L>;
  type Query = { page: number; pageSize: number; status?: Status<L> };
  const keys = {
    all: [queue.ns] as const,
    list: (query: Query) => [queue.ns, 'list', query] as const,
  };
  const verb = queue.approveWords ?? 'approve';

  function useList(query: Query) {
    return useQuery({
      queryKey: keys.list(query),
      queryFn: ({ signal }) => request(queue.list, query as ApiBody<L>, { signal }) as Promise<ListPage<Row>>,
      placeholderData: keepPreviousData,
    });
  }

  /** Whatever the answer (done, or decided by someone else meanwhile), the queue is read again. */
  function useReview() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (
        body: { id: number; action: 'approve' } | { id: number; action: 'reject'; reason: string },
      ) => request(queue.review, body as ApiBody<R>),
      onSettled: () =>
        Promise.all(
          [keys.all, ...(queue.alsoRefresh ?? [])].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        ),
    });
  }

  function StatusTag({ status }: { status: Status<L> }) {
    const { t } = useTranslation();
    const look = queue.look[status];
    return (
      <Tag color={look.color} icon={look.icon} style={{ marginInlineEnd: 0 }}>
        {t(`${queue.ns}.status.${String(status)}`)}
      </Tag>
    );
  }

  function Decide({
    row,
    view,
    onReject,
  }: {
    row: Row;
    view: ReviewQueueView<Row, ApiData<R>>;
    onReject: (row: Row) => void;
  }) {
    const { t } = useTranslation();
    const review = useReview();
    return (
      <ReviewActions
        text={{
          title: t(`${queue.ns}.${verb}.title`),
          explain: view.approveExplain(row),
          confirm: view.approveConfirm?.(row) ?? t(`${queue.ns}.${verb}.confirm`),
          approve: t(`${queue.ns}.${verb}.action`),
          reject: t(`${queue.ns}.reject.action`),
        }}
        pending={review.isPending}
        approve={() =>
          review.mutateAsync({ id: row.id, action: 'approve' }).then((answer) => view.approved(row, answer))
        }
        onReject={() => onReject(row)}
        vertical
      />
    );
  }

  function Page() {
    const { t } = useTranslation();
    const view = queue.useView();
    const canReview = useCanCall(queue.review);
    const review = useReview();
    const [rejecting, setRejecting] = useState<Row | null>(null);
    const waiting = queue.statuses[0];

    return (
      <>
        <ReviewQueue<Row, Status<L>>
          ns={queue.ns}
          statuses={queue.statuses}
          useList={useList}
          columns={view.columns}
          reviewWidth={queue.reviewWidth}
          scrollX={queue.scrollX}
          statusTag={(row) => <StatusTag status={row.status} />}
          decide={(row) =>
            canReview && row.status === waiting ? (
              <Decide row={row} view={view} onReject={setRejecting} />
            ) : null
          }
          summaryTitle={view.summaryTitle}
          summary={view.summary}
          phoneStatusExtra={view.phoneStatusExtra}
          details={view.details}
          tabsTestId={queue.testIds.tabs}
          tableTestId={queue.testIds.table}
        />
        <RejectReasonModal
          open={rejecting !== null}
          explain={rejecting ? view.rejectExplain(rejecting) : null}
          text={{
            title: t(`${queue.ns}.reject.title`),
            reason: t(`${queue.ns}.reject.reason`),
            placeholder: t(`${queue.ns}.reject.placeholder`),
            confirm: t(`${queue.ns}.reject.confirm`),
            done: t(`${queue.ns}.reject.done`),
          }}
          pending={review.isPending}
          reject={(reason) =>
            rejecting ? review.mutateAsync({ id: rejecting.id, action: 'reject', reason }) : Promise.resolve()
          }
          onClose={() => setRejecting(null)}
        />
      </>
    );
  }

  return { Page, StatusTag, useList, useReview, keys };
}
