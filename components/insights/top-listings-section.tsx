"use client";

import Link from "next/link";
import type { ChatbotInsights } from "@/lib/client/api";
import { EmptyNote } from "./chart-card";
import { type Column, DataTable } from "./data-table";
import { formatCount } from "./format";
import { InsightSection } from "./insight-section";

type TopListing = ChatbotInsights["TopListings"][number];

/** The listings answers named most, and those visitors asked about. */
export function TopListingsSection({ chatbotId, insights, file }: { chatbotId: string; insights: ChatbotInsights; file: (part: string) => string }) {
  const columns: Column<TopListing>[] = [
    {
      header: "MLS number",
      field: "MLSNumber",
      rowHeader: true,
      cell: (listing) => (
        <Link href={`/chatbots/${chatbotId}/listings/${listing.ID}`} className="whitespace-nowrap font-medium text-blue-800 underline underline-offset-2">
          {listing.MLSNumber || `Listing ${listing.ID}`}
        </Link>
      ),
      csv: (listing) => listing.MLSNumber,
    },
    { header: "Address", field: "Address", cell: (listing) => listing.Address || "—", csv: (listing) => listing.Address, className: "min-w-40" },
    { header: "City", field: "City", cell: (listing) => listing.City, csv: (listing) => listing.City },
    { header: "Named in answers", field: "Named", numeric: true, cell: (listing) => formatCount(listing.Named), csv: (listing) => listing.Named },
    { header: "Asked about", field: "Asked", numeric: true, cell: (listing) => formatCount(listing.Asked), csv: (listing) => listing.Asked },
  ];
  return (
    <InsightSection title="Top listings" description="The homes the chatbot showed most, and how often visitors asked about each one.">
      {insights.TopListings.length === 0 ? (
        <EmptyNote>No listing was shown in these days.</EmptyNote>
      ) : (
        <DataTable
          caption="Top listings"
          columns={columns}
          rows={insights.TopListings}
          rowKey={(listing) => listing.ID}
          fileName={file("top-listings")}
          extraCsv={[{ field: "ID", csv: (listing) => listing.ID }]}
        />
      )}
    </InsightSection>
  );
}
