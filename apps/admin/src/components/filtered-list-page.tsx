import type { ReactNode } from 'react';
import { Flex, Input } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageParams } from '#admin/lib/use-page-params';
import { ListTable, type ListResult } from './list-table';
import { PageTitle } from './page-title';

type Query<K extends string> = { page: number; pageSize: number } & { [P in K]?: string };

interface Props<T, K extends string> {
  /** The page's i18n prefix: title, subtitle, filter placeholder, empty texts. */
  ns: string;
  /** The query parameter the search box filters on (also its name in the URL). */
  param: K;
  useList: (query: Query<K>) => ListResult<T>;
  columns: TableColumnsType<T>;
  scrollX: number;
  /** What opens under a row when it is clicked. */
  expandedRowRender: (row: T) => ReactNode;
  filterTestId: string;
  tableTestId: string;
}

/** A server-paginated list with one search filter kept in the URL; rows open on click. */
export function FilteredListPage<T extends object, K extends string>({
  ns,
  param,
  useList,
  columns,
  scrollX,
  expandedRowRender,
  filterTestId,
  tableTestId,
}: Props<T, K>) {
  const { t } = useTranslation();
  const { params, page, pageSize, setFilter, setPage } = usePageParams();
  const filter = params.get(param) ?? '';
  const query = { page, pageSize, ...(filter ? { [param]: filter } : {}) } as Query<K>;
  const result = useList(query);

  return (
    <>
      <PageTitle title={t(`${ns}.title`)} subtitle={t(`${ns}.subtitle`)} />
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          key={filter}
          defaultValue={filter}
          placeholder={t(`${ns}.filterPlaceholder`)}
          aria-label={t(`${ns}.filterPlaceholder`)}
          allowClear
          enterButton={t('action.search')}
          onSearch={(value) => setFilter(param, value.trim() || null)}
          style={{ maxWidth: 440, flex: '1 1 260px' }}
          data-testid={filterTestId}
        />
      </Flex>
      <ListTable<T>
        rowKey="id"
        columns={columns}
        result={result}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        scrollX={scrollX}
        emptyText={t(filter ? `${ns}.emptyFiltered` : `${ns}.empty`)}
        expandable={{ expandRowByClick: true, expandedRowRender }}
        testId={tableTestId}
      />
    </>
  );
}
