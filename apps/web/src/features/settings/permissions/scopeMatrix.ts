import { ACTION_NAMES, humanizeName, MODULE_NAMES } from '@freight/domain';

// The matrix names cells by ids; for grants given as scopes ('contacts:view') the modules and actions are the
// domain's lists, numbered from 1.
export const SCOPE_MODULE_ROWS = MODULE_NAMES.map((name, i) => ({
  id: i + 1,
  name,
  display_name: humanizeName(name),
}));
export const SCOPE_ACTION_COLUMNS = ACTION_NAMES.map((name, i) => ({
  id: i + 1,
  name,
  display_name: humanizeName(name),
}));

/** The scope ('contacts:view') of a matrix cell's key ('3:1'). */
export const scopeOfKey = (key: string) => {
  const [m, p] = key.split(':').map(Number) as [number, number];
  return `${MODULE_NAMES[m - 1]}:${ACTION_NAMES[p - 1]}`;
};

/** The matrix cell's key ('3:1') of a scope ('contacts:view'). */
export const keyOfScope = (scope: string) => {
  const [module, action] = scope.split(':');
  return `${MODULE_NAMES.indexOf(module as never) + 1}:${ACTION_NAMES.indexOf(action as never) + 1}`;
};
