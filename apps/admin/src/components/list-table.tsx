import { Alert, Grid, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListPage } from '@app/contract';
import { errorMessage } from '#admin/lib/errors';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';

export interface ListResult<T> {
  data: ListPage<T> | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface Props<T> extends Pick<TableProps<T>, 'columns' | 'expandable' | 'onRow' | 'rowKey'> {
  result: ListResult<T>;
  page: number;
  pageSize: number;
  onPageChange: (page: number, pageSize: number) => void;
  emptyText: string;
  /** The table's minimum width from the md breakpoint up. */
  scrollX: number;
  testId?: string;
}

/** A server-paginated list with its loading, empty and error states. */
export function ListTable<T extends object>({
  result,
  page,
  pageSize,
  onPageChange,
  emptyText,
  scrollX,
  testId,
  ...table
}: Props<T>) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const { data, error, isPending, isFetching, refetch } = result;

  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;

  return (
    <>
      {error ? (
        <Alert type="warning" showIcon title={errorMessage(error, t)} style={{ marginBottom: 12 }} />
      ) : null}
      <Table<T>
        {...table}
        data-testid={testId}
        dataSource={data?.list ?? []}
        loading={isPending || isFetching}
        size="middle"
        // Phones show fewer columns (each column's `responsive`) and fit without scrolling.
        scroll={screens.md ? { x: scrollX } : undefined}
        tableLayout="fixed"
        locale={{
          emptyText: isPending ? <div style={{ height: 120 }} /> : <EmptyState description={emptyText} />,
        }}
        pagination={{
          current: data?.page ?? page,
          pageSize: data?.pageSize ?? pageSize,
          total: data?.total ?? 0,
          showSizeChanger: screens.md !== false,
          size: screens.md === false ? 'small' : 'medium',
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => t('common.total', { total }),
          onChange: onPageChange,
          hideOnSinglePage: false,
        }}
      />
    </>
  );
}
