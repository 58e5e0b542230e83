/** The header row of the dashboard's and the docs' plain tables: one column heading per name. */
export function TableHead({ columns }: { columns: string[] }) {
  return (
    <thead className="bg-slate-50 text-slate-700">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className="px-3 py-2 font-medium">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
