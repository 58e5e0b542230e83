"use client";

import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import type { ChatbotInsights } from "@/lib/client/api";
import { EmptyNote } from "./chart-card";
import { type Column, DataTable } from "./data-table";
import { formatCount, plural } from "./format";

type Search = ChatbotInsights["Demand"]["Searches"][number];

/** A search is short of homes when the chatbot has none, or fewer than one for every three times it was asked. */
export function supplyGap(search: Search): "none" | "few" | undefined {
  if (search.Listings === 0) return "none";
  return search.Listings * 3 < search.Count ? "few" : undefined;
}

/** "41 asked for 3+ bedroom homes to buy in Austin, up to $400k — you have 2 such listings" */
export function searchSentence(search: Search): string {
  const what = search.Label.charAt(0).toLowerCase() + search.Label.slice(1);
  return `${formatCount(search.Count)} asked for ${what} — you have ${plural(search.Listings, "such listing")}`;
}

const COLUMNS: Column<Search>[] = [
  {
    header: "Search",
    field: "Label",
    rowHeader: true,
    cell: (search) => <span className="block min-w-56 max-w-xl">{searchSentence(search)}</span>,
    csv: (search) => search.Label,
  },
  { header: "Asked", field: "Count", numeric: true, cell: (search) => formatCount(search.Count), csv: (search) => search.Count },
  { header: "You have", field: "Listings", numeric: true, cell: (search) => formatCount(search.Listings), csv: (search) => search.Listings },
  {
    header: "Supply",
    field: "Gap",
    cell: (search) => {
      const gap = supplyGap(search);
      return gap === "none" ? <Badge tone="red">No listings</Badge> : gap === "few" ? <Badge tone="amber">Too few</Badge> : <Badge tone="green">Covered</Badge>;
    },
    csv: (search) => supplyGap(search) ?? "",
  },
];

const CRITERIA: { field: keyof Search & string; csv: (search: Search) => string | number | null }[] = (
  ["City", "SaleType", "MinBedrooms", "MaxPrice", "PropertyType"] as const
).map((field) => ({ field, csv: (search: Search) => search[field] }));

/** The most asked searches against the homes on the market that match them; the short ones flagged. */
export function SearchesTable({ searches, fileName, heading }: { searches: Search[]; fileName: string; heading: ReactNode }) {
  if (searches.length === 0) {
    return (
      <div className="min-w-0 space-y-2">
        {heading}
        <EmptyNote>No searches with criteria in these days.</EmptyNote>
      </div>
    );
  }
  return (
    <DataTable
      caption="Most asked searches"
      toolbar={heading}
      columns={COLUMNS}
      rows={searches}
      rowKey={(search) => search.Label}
      fileName={fileName}
      extraCsv={CRITERIA}
    />
  );
}
