import { describe, expect, it } from "vitest";
import { cardName, cardPlace, cardPrice, cardRooms, cardStatus } from "@/lib/chat/card-text";
import { cardIds, httpUrl } from "@/lib/chat/cards";
import { parseStreamLine, readAnswerStream } from "@/widget/frame/stream";

const base = {
  price: 450_000,
  currencySymbol: "$",
  saleType: "for_sale",
  bedrooms: 3,
  bathrooms: 2,
  address: "4100 Congress Ave",
  city: "Austin",
  mlsNumber: "TX1001",
  status: "Active",
};

describe("listing card text", () => {
  it("formats the price with the listing's own symbol, per month for rent, and nothing without a price", () => {
    expect(cardPrice(base)).toBe("$450,000");
    expect(cardPrice({ ...base, price: 2500, currencySymbol: "€", saleType: "for_rent" })).toBe("€2,500/mo");
    expect(cardPrice({ ...base, price: 1_500_000, currencySymbol: "MXN" })).toBe("MX$1,500,000");
    expect(cardPrice({ ...base, price: 1_200, currencySymbol: "Bs." })).toBe("Bs. 1,200");
    expect(cardPrice({ ...base, price: 1_200, currencySymbol: "<b>" })).toBe("<b>1,200");
    expect(cardPrice({ ...base, price: null })).toBe("");
    expect(cardPrice({ ...base, price: 0 })).toBe("");
  });

  it("says beds and baths without zeros, and the address with its city once", () => {
    expect(cardRooms(base)).toBe("3 bd · 2 ba");
    expect(cardRooms({ bedrooms: 0, bathrooms: 1.5 })).toBe("1.5 ba");
    expect(cardRooms({ bedrooms: 0, bathrooms: 0 })).toBe("");
    expect(cardPlace(base)).toBe("4100 Congress Ave, Austin");
    expect(cardPlace({ address: "12 Rue Oberkampf, Paris", city: "Paris" })).toBe("12 Rue Oberkampf, Paris");
    expect(cardPlace({ address: "", city: "Madrid" })).toBe("Madrid");
    expect(cardName({ address: "", city: "", mlsNumber: "X1" })).toBe("MLS X1");
    expect([cardStatus(base), cardStatus({ status: "Pending" }), cardStatus({ status: "ComingSoon" })]).toEqual(["", "Pending", "Coming Soon"]);
  });

  it("keeps only http(s) URLs and numeric IDs, at most five", () => {
    expect(httpUrl("https://img.example.com/a b.jpg")).toBe("https://img.example.com/a%20b.jpg");
    expect([httpUrl("javascript:alert(1)"), httpUrl("data:image/png;base64,AA"), httpUrl("/relative.jpg"), httpUrl(7)]).toEqual([null, null, null, null]);
    expect(cardIds([4, "5", 4, -1, 1.5, "x", 6, 7, 8, 9])).toEqual([4, 5, 6, 7, 8]);
  });
});

describe("the widget's stream with listing cards", () => {
  it("hands the listings line to onListings, and still reads a stream without one", async () => {
    const encoder = new TextEncoder();
    const text =
      '{"content":"Two homes."}\n{"listings":[{"id":1,"address":"<b>1 Main</b>"}]}\n{"QuestionID":1,"AnswerID":2,"Answer":"Two homes.","TotalToken":3}\n';
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(text));
        controller.close();
      },
    });
    const pieces: string[] = [];
    const cards: unknown[] = [];
    const result = await readAnswerStream(body, { onContent: (piece) => pieces.push(piece), onListings: (listings) => cards.push(...listings) });
    expect(pieces).toEqual(["Two homes."]);
    expect(cards).toEqual([{ id: 1, address: "<b>1 Main</b>" }]);
    expect(result.AnswerID).toBe(2);
    expect(parseStreamLine('{"listings":"nope"}')).toBeNull();
  });
});
