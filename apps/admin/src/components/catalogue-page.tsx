import type { CSSProperties, ReactNode } from 'react';
import { Button, Flex, Grid, Input, Table, type TableProps } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePageParams } from '#admin/lib/use-page-params';
import { AuditNote } from './audit-note';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { ListTable, type ListResult } from './list-table';
import { PageTitle } from './page-title';

/** What a list query gives the page: its rows (with the paging, when the server pages them). */
interface CatalogueResult<T> {
  data: { list: T[] } | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface CatalogueTable<T> extends Pick<TableProps<T>, 'onRow' | 'rowClassName' | 'expandable'> {
  /** Desktop columns, and the fewer ones phones show (the same when omitted). */
  columns: TableColumnsType<T>;
  phoneColumns?: TableColumnsType<T>;
  rowKey?: string;
  /** The table's minimum width from the md breakpoint up. */
  scrollX: number;
  emptyText: string;
  testId: string;
  /** Server pages kept in the URL; without them the whole list shows in one table. */
  pages?: { page: number; pageSize: number; onPageChange: (page: number, pageSize: number) => void };
  /** The rows to show when the page filters the list itself (a tab); else the result's list. */
  rows?: T[];
}

interface Props<T> {
  /** The page's i18n prefix, with its namespace (`catalog:console.goods`): `<ns>.title` and `<ns>.subtitle`. */
  ns: string;
  result: CatalogueResult<T>;
  /** The refresh button's words; no button without them. */
  refresh?: string;
  /** The add button, for members who may add. */
  add?: { label: string; onClick: () => void; testId?: string };
  /** Search and other filters in a row under the title; refresh and add then end that row. */
  filters?: ReactNode;
  /** The audit note under the title (changes on this page are audited), with the page's own words. */
  audit?: { ns: string; text?: string };
  /** Tabs, counts or help between the title and the table. */
  above?: ReactNode;
  table?: CatalogueTable<T>;
  /** What shows instead of a table (cards). */
  children?: ReactNode;
  /** The add / change drawer or modal. */
  editor?: ReactNode;
}

/**
 * A catalogue page of the console: title, filters, refresh and add, the audit note, the table
 * (server pages or the whole list, with its loading, empty and error states) and the editor.
 */
export function CataloguePage<T extends object>({
  ns,
  result,
  refresh,
  add,
  filters,
  audit,
  above,
  table,
  children,
  editor,
}: Props<T>) {
  const { t } = useTranslation();
  const phone = Grid.useBreakpoint().md === false;
  const buttons =
    refresh || add ? (
      <Flex gap={8} style={filters ? { marginInlineStart: 'auto' } : undefined}>
        {refresh ? (
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void result.refetch()}
            loading={result.isFetching}
            aria-label={refresh}
          >
            {phone ? null : refresh}
          </Button>
        ) : null}
        {add ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={add.onClick} data-testid={add.testId}>
            {add.label}
          </Button>
        ) : null}
      </Flex>
    ) : null;

  return (
    <>
      <PageTitle
        title={t(`${ns}.title`)}
        subtitle={t(`${ns}.subtitle`)}
        extra={filters ? undefined : buttons}
      />
      {filters ? (
        <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
          {filters}
          {buttons}
        </Flex>
      ) : null}
      {audit ? <AuditNote ns={audit.ns} text={audit.text} /> : null}
      {above}
      {table ? <CatalogueTableView table={table} result={result} phone={phone} /> : children}
      {editor}
    </>
  );
}

function CatalogueTableView<T extends object>({
  table,
  result,
  phone,
}: {
  table: CatalogueTable<T>;
  result: CatalogueResult<T>;
  phone: boolean;
}) {
  const { columns, phoneColumns, rowKey = 'id', scrollX, emptyText, testId, pages, rows, ...rest } = table;
  const shown = phone && phoneColumns ? phoneColumns : columns;
  if (pages) {
    return (
      <ListTable<T>
        {...rest}
        rowKey={rowKey}
        columns={shown}
        result={result as ListResult<T>}
        page={pages.page}
        pageSize={pages.pageSize}
        onPageChange={pages.onPageChange}
        scrollX={scrollX}
        emptyText={emptyText}
        testId={testId}
      />
    );
  }
  if (result.error && !result.data) {
    return <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  }
  return (
    <Table<T>
      {...rest}
      rowKey={rowKey}
      data-testid={testId}
      columns={shown}
      dataSource={rows ?? result.data?.list ?? []}
      loading={result.isPending}
      size="middle"
      tableLayout="fixed"
      scroll={phone ? undefined : { x: scrollX }}
      pagination={false}
      locale={{
        emptyText: result.isPending ? (
          <div style={{ height: 120 }} />
        ) : (
          <EmptyState description={emptyText} />
        ),
      }}
    />
  );
}

/**
 * A search box whose words live in the URL (`param`); searching goes back to the first page.
 * `normalize` cleans what was typed (digits only for an id); empty clears the filter.
 */
export function SearchFilter({
  param,
  placeholder,
  testId,
  style = { maxWidth: 440, flex: '1 1 260px' },
  prefix,
  inputMode,
  normalize = (typed) => typed.trim(),
}: {
  param: string;
  placeholder: string;
  testId: string;
  style?: CSSProperties;
  prefix?: ReactNode;
  inputMode?: 'numeric';
  normalize?: (typed: string) => string;
}) {
  const { t } = useTranslation();
  const { params, setFilter } = usePageParams();
  const value = params.get(param) ?? '';
  return (
    <Input.Search
      key={value}
      defaultValue={value}
      prefix={prefix}
      placeholder={placeholder}
      aria-label={placeholder}
      allowClear
      inputMode={inputMode}
      enterButton={t('action.search')}
      onSearch={(next) => setFilter(param, normalize(next) || null)}
      style={style}
      data-testid={testId}
    />
  );
}
