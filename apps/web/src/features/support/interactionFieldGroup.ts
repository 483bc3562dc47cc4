import type { FieldConflictProps } from '../../shared/autosave/FieldConflict';
import type { InteractionFieldErrors, InteractionFormValues } from './interactionFormValues';

/** What each group of the interaction form's fields is given by the form. */
export interface InteractionFieldGroupProps {
  values: InteractionFormValues;
  errors: InteractionFieldErrors;
  onChange: (patch: Partial<InteractionFormValues>) => void;
  disabled?: boolean;
  /** After a refused save (412): the notice under a field that a colleague changed too. */
  conflictAt?: (field: keyof InteractionFormValues) => FieldConflictProps | undefined;
}
