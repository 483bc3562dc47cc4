import { createContext, useContext } from 'react';

/** Shows a refused change in the Task Manager's red banner; every task mutation reports through it. */
export type ReportTaskError = (failure: string, error: unknown) => void;

export const TaskErrorContext = createContext<ReportTaskError>(() => {});

export function useReportTaskError(): ReportTaskError {
  return useContext(TaskErrorContext);
}
