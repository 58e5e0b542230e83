"use client";

import type { ChatbotInsights } from "@/lib/client/api";
import { ChartCard, EmptyNote } from "./chart-card";
import { COLORS, RankChart, rankSummary, type Series } from "./charts";
import { type Column, DataTable } from "./data-table";
import { formatCount } from "./format";
import { InsightSection } from "./insight-section";
import { SearchesTable } from "./searches-table";

type Demand = ChatbotInsights["Demand"];
type Item = { Value: string; Label: string; Count: number; Listings?: number };

const ASKED: Series = { key: "Count", label: "Asked", color: COLORS.questions };
const LISTINGS: Series = { key: "Listings", label: "Your listings", color: COLORS.listings };

interface DemandChartProps {
  title: string;
  description?: string;
  items: Item[];
  /** "cities": what the chart ranks, in its summary and empty note. */
  noun: string;
  /** The empty note, when "Nobody asked for <noun>" does not fit. */
  empty?: string;
  withListings?: boolean;
  fileName: string;
}

function DemandChart({ title, description, items, noun, empty, withListings = false, fileName }: DemandChartProps) {
  const series = withListings ? [ASKED, LISTINGS] : [ASKED];
  const columns: Column<Item>[] = [
    { header: title, field: "Label", rowHeader: true, cell: (item) => item.Label, csv: (item) => item.Label },
    { header: "Asked", field: "Count", numeric: true, cell: (item) => formatCount(item.Count), csv: (item) => item.Count },
    ...(withListings
      ? [
          {
            header: "Your listings",
            field: "Listings",
            numeric: true,
            cell: (item: Item) => formatCount(item.Listings ?? 0),
            csv: (item: Item) => item.Listings ?? 0,
          },
        ]
      : []),
  ];
  const summary = withListings
    ? items
        .slice(0, 5)
        .map((item) => `${item.Label}: asked ${formatCount(item.Count)}, ${formatCount(item.Listings ?? 0)} listings`)
        .join("; ")
    : rankSummary(items);
  return (
    <ChartCard
      title={title}
      description={description}
      chart={
        items.length === 0 ? (
          <EmptyNote>{empty ?? `Nobody asked for ${noun} in these days.`}</EmptyNote>
        ) : (
          <RankChart rows={items} series={series} label={`Bar chart of ${noun}, most asked first: ${summary}.`} />
        )
      }
      table={
        items.length > 0 && (
          <DataTable
            caption={title}
            columns={columns}
            rows={items}
            rowKey={(item) => item.Value}
            fileName={fileName}
            extraCsv={[{ field: "Value", csv: (item) => item.Value }]}
          />
        )
      }
    />
  );
}

/** What visitors asked for (cities, budgets, bedrooms, kinds, features), and the searches against the homes the chatbot has. */
export function DemandSection({ insights, file }: { insights: ChatbotInsights; file: (part: string) => string }) {
  const demand: Demand = insights.Demand;
  const asked = demand.Intents.length + demand.Cities.length + demand.Places.length + demand.Searches.length > 0;
  // A neighbourhood with the city its listings are in ("Zilker, Austin"); a place no listing mentions, alone.
  const places = demand.Places.map((place) => ({ ...place, Label: place.City ? `${place.Label}, ${place.City}` : place.Label }));
  return (
    <InsightSection title="Buyer demand" description="What visitors looked for, from the searches the chatbot ran for them.">
      {!asked ? (
        <EmptyNote>No searches in these days.</EmptyNote>
      ) : (
        <div className="grid gap-4">
          <SearchesTable
            searches={demand.Searches}
            fileName={file("searches")}
            heading={
              <>
                <h3 className="text-base font-semibold text-slate-900">Most asked searches</h3>
                <p className="text-sm text-slate-700">Each, against the homes on the market you have that match it.</p>
              </>
            }
          />
          <div className="grid gap-4 md:grid-cols-2">
            <DemandChart
              title="Cities"
              description="Asked for, beside your listings there."
              items={demand.Cities}
              noun="cities"
              withListings
              fileName={file("cities")}
            />
            <DemandChart
              title="Neighbourhoods and places"
              description="Neighbourhoods, streets and towns asked for that are none of your cities; each with the city your listings there are in."
              items={places}
              noun="neighbourhoods"
              withListings
              fileName={file("places")}
            />
            <DemandChart title="To buy or to rent" items={demand.SaleTypes} noun="sale types" fileName={file("sale-types")} />
            <DemandChart
              title="Budgets"
              description="The most a visitor would pay (else the least); rents per month."
              items={demand.PriceBands}
              noun="budgets"
              fileName={file("budgets")}
            />
            <DemandChart title="Bedrooms" description="The fewest asked for." items={demand.Bedrooms} noun="bedroom counts" fileName={file("bedrooms")} />
            <DemandChart title="Property types" items={demand.PropertyTypes} noun="property types" fileName={file("property-types")} />
            <DemandChart title="Features" items={demand.Features} noun="features" fileName={file("features")} />
            <DemandChart
              title="What visitors asked"
              items={demand.Intents}
              noun="kinds of question"
              empty="No questions in these days."
              fileName={file("questions")}
            />
            <DemandChart title="Languages" items={demand.Languages} noun="languages" empty="No questions in these days." fileName={file("languages")} />
          </div>
        </div>
      )}
    </InsightSection>
  );
}
