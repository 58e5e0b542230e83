import type { FieldRow } from "@/lib/api/openapi/describe";
import { TableHead } from "@/components/ui/table-head";
import { Prose } from "./prose";

export function FieldTable({ rows, caption }: { rows: FieldRow[]; caption: string }) {
  return (
    // Focusable: on a narrow screen the table scrolls sideways, and keyboard users must reach that too.
    <div tabIndex={0} className="overflow-x-auto rounded-md border border-slate-200 focus:outline-2 focus:outline-blue-600">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={["Field", "Type", "Rules"]} />
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.name}>
              <td className="px-3 py-2 align-top">
                <code className="font-medium text-slate-900">{row.name}</code>
                {row.required && <span className="ml-2 text-xs font-medium text-red-800">required</span>}
              </td>
              <td className="px-3 py-2 align-top">
                <code className="break-words text-slate-800">{row.type}</code>
              </td>
              <td className="px-3 py-2 align-top text-slate-700">
                <Prose text={[row.description, ...row.rules].filter(Boolean).join("; ")} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
