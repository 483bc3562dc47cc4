import { PageHeader } from '../../shared/ui/PageHeader';

export function TaskManagerPage() {
  return (
    <PageHeader
      title="Task Manager"
      subtitle="Personal and team tasks, with subtasks, deadlines and collaborators."
    />
  );
}
