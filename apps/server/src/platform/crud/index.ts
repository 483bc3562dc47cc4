export { listPage, listTablePage, type Page } from './list-page';
export {
  type ListTotals,
  listStatementKey,
  type OneStatementPageQuery,
  type OneStatementQuery,
  oneStatementListPage,
  oneStatementTablePage,
} from './one-statement-list-page';
export { pagesOf } from './pages-of';
export { changesToWrite, found, removed, requireVersion, written } from './record-answers';
export {
  deleteById,
  findById,
  type IdTable,
  insertRow,
  recordExists,
  type UpdateMiss,
  updateVersioned,
  type VersionedTable,
} from './records';
export {
  RESOURCE_ACTIONS,
  type ResourceApi,
  type ResourceService,
  resourceRoutes,
} from './resource-routes';
export { singleRowRecords } from './single-row-records';
export { columnFieldKind, tableListFields } from './table-list-fields';
export { tableRecords } from './table-records';
