import { createContext, useContext, type ReactNode, type TdHTMLAttributes } from 'react';

/**
 * Two looks are in use: `roomy` cells with a neutral header for reading long text (the contact
 * messages), `compact` cells with a brand header for scanning a long list (the medicines).
 */
const densities = { roomy: 'p-3', compact: 'px-3 py-2' };
const tones = { neutral: 'bg-slate-50 text-slate-700', brand: 'bg-brand-50 text-brand-900' };

export type TableDensity = keyof typeof densities;
export type TableTone = keyof typeof tones;

const Density = createContext<TableDensity>('roomy');

/**
 * The product's data table: a rounded card that scrolls sideways on a narrow screen, one header row
 * of column names, rows separated by a line. Rows are the children; their cells are `Cell`s.
 */
export function Table({
  columns,
  caption,
  empty,
  density = 'roomy',
  tone = 'neutral',
  className = '',
  children,
}: {
  /** The column names, in order. */
  columns: ReactNode[];
  /** Read out to screen readers only. */
  caption?: string;
  /** Shown across the table instead of rows (a list with nothing in it). */
  empty?: ReactNode;
  density?: TableDensity;
  tone?: TableTone;
  /** Extra classes for the `<table>` (a minimum width, say). */
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className={['w-full', className, 'text-start text-sm'].filter(Boolean).join(' ')}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className={tones[tone]}>
          <tr>
            {columns.map((name, i) => (
              <th key={i} scope="col" className={`${densities[density]} text-start`}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {empty ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-slate-600">
                {empty}
              </td>
            </tr>
          ) : null}
          <Density.Provider value={density}>{children}</Density.Provider>
        </tbody>
      </table>
    </div>
  );
}

/** A cell of a `Table` row, padded as its table is. */
export function Cell({ className = '', ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  const density = useContext(Density);
  return <td className={`${densities[density]} ${className}`.trim()} {...props} />;
}
