import type { RefObject } from 'react';

/** What the sign-in form holds, shared by the form and its password step (kept apart so neither imports the other). */
export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

/** The password step's values and messages, as LoginPasswordStep shows them. */
export interface LoginFields {
  formRef: RefObject<HTMLFormElement | null>;
  values: LoginValues;
  errors: Partial<Record<keyof LoginValues, string>>;
  setField: <K extends keyof LoginValues>(field: K, value: LoginValues[K]) => void;
  setErrors: (errors: Partial<Record<keyof LoginValues, string>>) => void;
}
