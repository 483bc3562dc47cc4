export { listPage, listTablePage, type Page } from './list-page';
export { updateUnderLock } from './locked-update';
export {
  type ListTotals,
  type OneStatementPageQuery,
  type OneStatementQuery,
  oneStatementListPage,
  oneStatementTablePage,
} from './one-statement-list-page';
export { pagesOf, tablePagesOf } from './pages-of';
export { changesToWrite, conflictOn, found, removed, requireVersion, written } from './record-answers';
export { deleteById, findById, insertRow, updateVersioned } from './records';
export { resourceRoutes } from './resource-routes';
export { singleRowRecords } from './single-row-records';
export { tableListFields } from './table-list-fields';
export { tableRecords } from './table-records';
