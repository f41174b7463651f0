import type { ReactNode } from 'react';
import { Button, Flex, Grid, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { PageTitle } from './page-title';
import { AuditNote } from './config-audit-note';

interface Props<T> {
  /** The page's i18n prefix: its title, subtitle, add button and empty text. */
  ns: string;
  result: {
    data: { list: T[] } | undefined;
    error: unknown;
    isPending: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  canSave: boolean;
  onAdd: () => void;
  desktopColumns: TableColumnsType<T>;
  phoneColumns: TableColumnsType<T>;
  scrollX: number;
  rowClassName?: (row: T) => string;
  testId: string;
  /** The add / change drawer. */
  drawer: ReactNode;
}

/** A configuration list: refresh and add, the audit note, the whole list in one table. */
export function ConfigPage<T extends { id: number | string }>({
  ns,
  result,
  canSave,
  onAdd,
  desktopColumns,
  phoneColumns,
  scrollX,
  rowClassName,
  testId,
  drawer,
}: Props<T>) {
  const { t } = useTranslation();
  const phone = Grid.useBreakpoint().md === false;
  return (
    <>
      <PageTitle
        title={t(`${ns}.title`)}
        subtitle={t(`${ns}.subtitle`)}
        extra={
          <Flex gap={8}>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void result.refetch()}
              loading={result.isFetching}
              aria-label={t('config.refresh')}
            >
              {phone ? null : t('config.refresh')}
            </Button>
            {canSave ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
                {t(`${ns}.add`)}
              </Button>
            ) : null}
          </Flex>
        }
      />
      <AuditNote />
      {result.error && !result.data ? (
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      ) : (
        <Table<T>
          rowKey="id"
          data-testid={testId}
          columns={phone ? phoneColumns : desktopColumns}
          dataSource={result.data?.list ?? []}
          loading={result.isPending}
          size="middle"
          tableLayout="fixed"
          scroll={phone ? undefined : { x: scrollX }}
          pagination={false}
          rowClassName={rowClassName}
          locale={{
            emptyText: result.isPending ? (
              <div style={{ height: 120 }} />
            ) : (
              <EmptyState description={t(`${ns}.empty`)} />
            ),
          }}
        />
      )}
      {drawer}
    </>
  );
}
