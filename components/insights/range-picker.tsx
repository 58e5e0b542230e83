"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import type { InsightRangeQuery } from "@/lib/client/queries";
import { chatbotInsightsInput, INSIGHT_RANGES } from "@/lib/insights/schema";
import { rangeHref } from "./insights-range";

const PRESET_LABELS = { "7d": "7 days", "30d": "30 days", "90d": "90 days" } as const;

interface RangePickerProps {
  chatbotId: string;
  query: InsightRangeQuery;
  /** The days on show, to start a custom range from. */
  shown?: { From: string; To: string };
}

/** The last 7, 30 or 90 days, or a From–To of the owner's choosing; all of it in the URL. */
export function RangePicker({ chatbotId, query, shown }: RangePickerProps) {
  const pathname = usePathname();
  const [customOpen, setCustomOpen] = useState(false);
  const custom = query.From !== undefined;
  return (
    <div className="flex flex-col gap-3">
      <nav aria-label="Range" className="flex flex-wrap gap-1">
        {INSIGHT_RANGES.map((range) => {
          const current = !custom && query.Range === range;
          return (
            <Link
              key={range}
              href={rangeHref(pathname, { Range: range })}
              scroll={false}
              aria-current={current ? "true" : undefined}
              onClick={() => setCustomOpen(false)}
              className={buttonClass(current ? "primary" : "secondary", "sm")}
            >
              Last {PRESET_LABELS[range]}
            </Link>
          );
        })}
        <Button variant={custom ? "primary" : "secondary"} size="sm" aria-expanded={custom || customOpen} onClick={() => setCustomOpen((open) => !open)}>
          Custom range
        </Button>
      </nav>
      {(custom || customOpen) && (
        <CustomRange key={`${query.From}-${query.To}`} chatbotId={chatbotId} from={query.From ?? shown?.From ?? ""} to={query.To ?? shown?.To ?? ""} />
      )}
    </div>
  );
}

/** From and To as date inputs, checked by the API's own schema before the URL changes. */
function CustomRange({ chatbotId, from, to }: { chatbotId: string; from: string; to: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const [errors, setErrors] = useState<{ From?: string; To?: string }>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = { From: String(form.get("from") ?? ""), To: String(form.get("to") ?? "") };
    const parsed = chatbotInsightsInput.safeParse({ SerialNumber: chatbotId, ...values });
    if (!parsed.success) {
      const found: { From?: string; To?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "From" || field === "To") && !found[field]) found[field] = issue.message;
      }
      // An empty From is no range at all: say so rather than nothing.
      if (!values.From) found.From = "is required";
      setErrors(found);
      return;
    }
    setErrors({});
    router.push(rangeHref(pathname, { From: parsed.data.From!, To: parsed.data.To }), { scroll: false });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3 rounded-md border border-slate-200 bg-white p-3">
      <Field label="From" error={errors.From} className="w-44">
        <input name="from" type="date" defaultValue={from} className={inputClass} />
      </Field>
      <Field label="To" error={errors.To} hint="Empty: today" className="w-44">
        <input name="to" type="date" defaultValue={to} className={inputClass} />
      </Field>
      <Button type="submit" variant="secondary" className="mt-6">
        Show these days
      </Button>
    </form>
  );
}
