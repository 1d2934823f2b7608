import { readRemembered, useRememberedState } from '../useRememberedState.ts';
import { isOneOf } from './useListState.ts';

type TDirection = 'asc' | 'desc';

/** A sortable list's remembered sort (spec §9: remembered locally), kept as "column:direction" under inbox.<area>.sort. */
export type TSortSpec<C extends string> = { area: string; columns: readonly C[]; initial: { column: C; direction: TDirection } };

function storage<C extends string>(spec: TSortSpec<C>) {
  const isColumn = isOneOf(spec.columns);
  return [
    `inbox.${spec.area}.sort`,
    `${spec.initial.column}:${spec.initial.direction}`,
    (v: unknown): v is string => {
      if (typeof v !== 'string') return false;
      const [column, direction] = v.split(':');
      return isColumn(column) && (direction === 'asc' || direction === 'desc');
    },
  ] as const;
}

const split = <C extends string>(stored: string) => {
  const [column, direction] = stored.split(':') as [C, TDirection];
  return { column, direction };
};

/** The list's sort and its setter, remembered. */
export function useRememberedSort<C extends string>(spec: TSortSpec<C>) {
  const [stored, setStored] = useRememberedState<string>(...storage(spec));
  return { ...split<C>(stored), set: (column: C, direction: TDirection) => setStored(`${column}:${direction}`) };
}

/** The sort a list opens on, as useRememberedSort starts it (for its route, before the list draws). */
export function openingSort<C extends string>(spec: TSortSpec<C>) {
  return split<C>(readRemembered<string>(...storage(spec)));
}
