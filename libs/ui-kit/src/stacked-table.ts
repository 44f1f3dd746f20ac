/**
 * Class names that show a data table as a table from the md breakpoint and, below it, as one card
 * per row with each cell under its column's name (issue 26: every page fits a 390 px phone). One
 * table in the page for both, so its buttons and links exist once; each cell carries its column's
 * name in `data-label`, shown before the value on phones only.
 * @example <td data-label="Type" className={stackedTable.cell}>CSV</td>
 */
export const stackedTable = {
  table: 'block w-full md:table',
  thead: 'hidden md:table-header-group',
  tbody: 'block md:table-row-group',
  row: 'block border-b border-gray-100 py-2 last:border-0 md:table-row md:py-0',
  cell:
    'flex min-w-0 items-center justify-between gap-3 break-words py-1 text-right md:table-cell md:text-left ' +
    'before:shrink-0 before:text-left before:text-xs before:font-semibold before:uppercase before:tracking-wide before:text-gray-600 ' +
    'before:content-[attr(data-label)] md:before:content-none',
} as const;
