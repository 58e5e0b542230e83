import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { importTemplateCsv, listingFromRecord, matchColumns, missingFields } from "@/lib/listings/csv";
import { headerCandidate, normaliseHeader } from "@/lib/listings/import-columns";
import { areaUnitCell, saleTypeOf, statusCell } from "@/lib/listings/import-values";
import { readAmount } from "@/lib/listings/sheet/units";
import { createListingInput, LISTING_FIELD_NAMES } from "@/lib/listings/schema";

const chatbotId = "c".repeat(32);

/** Parses a CSV as the dashboard does and imports every row with the plan its headers suggest, untouched. */
function importUntouched(csv: string) {
  const { data, meta } = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
  const { plan, confidence } = matchColumns(meta.fields!);
  const rows = data.map((record) => {
    const { input, assumptions } = listingFromRecord(record, plan);
    return { parsed: createListingInput.safeParse({ SerialNumber: chatbotId, ...input }), assumptions };
  });
  return { plan, confidence, rows, missing: missingFields(plan) };
}

describe("header matching", () => {
  const target = (header: string) => headerCandidate(header, LISTING_FIELD_NAMES)?.target;

  it("normalises case, accents and punctuation, # as number and / as per", () => {
    expect(normaliseHeader("Año de Construcción")).toBe("anodeconstruccion");
    expect(normaliseHeader("MLS #")).toBe("mlsnumber");
    expect(normaliseHeader("$/Sq. Ft.")).toBe("persqft");
    expect(normaliseHeader("Surface (m²)")).toBe("surfacem2");
  });

  it.each([
    ["MLS", "MLSNumber"],
    ["MLS #", "MLSNumber"],
    ["ListingId", "MLSNumber"],
    ["Beds", "Bedrooms"],
    ["# Beds", "Bedrooms"],
    ["BedroomsTotal", "Bedrooms"],
    ["BathroomsTotalInteger", "Bathrooms"],
    ["Total Baths", "Bathrooms"],
    ["Type", "PropertyType"],
    ["Home Type", "PropertyType"],
    ["Sqft", "BuildingArea"],
    ["Sq. Ft.", "BuildingArea"],
    ["LivingArea", "BuildingArea"],
    ["StandardStatus", "Status"],
    ["ListPrice", "Price"],
    ["Asking Price ($)", "Price"],
    ["Price/SqFt", "UnitAreaPrice"],
    ["Lot Size (acres)", "LotArea"],
    ["PostalCode", "ZIP"],
    ["StateOrProvince", "State"],
    ["UnparsedAddress", "Address"],
    ["PublicRemarks", "Description"],
    ["GarageSpaces", "ParkingSpots"],
    ["AssociationFee", "HOAMonth"],
    ["Monthly Rent", "RentPrice"],
    // Spanish
    ["Habitaciones", "Bedrooms"],
    ["Baños", "Bathrooms"],
    ["Precio", "Price"],
    ["Tipo de propiedad", "PropertyType"],
    ["Metros cuadrados", "BuildingArea"],
    ["Dirección", "Address"],
    ["Código postal", "ZIP"],
    ["Año de construcción", "YearBuilt"],
    ["Operación", "SaleType"],
    ["Ciudad", "City"],
    // French
    ["Chambres", "Bedrooms"],
    ["Salles de bain", "Bathrooms"],
    ["Prix", "Price"],
    ["Loyer", "RentPrice"],
    ["Type de bien", "PropertyType"],
    ["Surface (m²)", "BuildingArea"],
    ["Ville", "City"],
    ["Code postal", "ZIP"],
    ["Année de construction", "YearBuilt"],
    ["Référence", "MLSNumber"],
  ])("reads %s as %s", (header, field) => {
    expect(target(header)).toBe(field);
  });

  it("leaves alone headers that name no field, and never matches a short synonym inside a word", () => {
    for (const header of ["Agent", "Unit", "ID", "Notes to self", "Bathtub brand", "Brochure", "x".repeat(500), ""]) {
      expect(target(header), header).not.toBe("Bathrooms");
    }
    expect(target("Agent")).toBeUndefined();
    expect(target("x".repeat(500))).toBeUndefined();
  });

  it("says how sure each match is", () => {
    const { confidence } = matchColumns(["Bedrooms", "Beds total", "MLS", "Listing Price (USD)"]);
    expect(confidence).toEqual({ Bedrooms: "exact", MLS: "synonym", "Listing Price (USD)": "synonym" });
    expect(matchColumns(["Asking amount in dollars"]).confidence).toEqual({ "Asking amount in dollars": "partial" });
  });

  it("gives each field one column, the surest, and each column one field", () => {
    const { plan } = matchColumns(["Beds", "Bedrooms", "Bed count"]);
    expect(plan.columns.Bedrooms).toBe("Bedrooms");
  });

  it("takes square metres and the currency from the headers", () => {
    expect(matchColumns(["Surface (m²)", "Prix (€)"]).plan.defaults).toMatchObject({ AreaUnit: "Square Meters", CurrencySymbol: "€" });
    expect(matchColumns(["Sqft", "Price"]).plan.defaults).toMatchObject({ AreaUnit: "Square Feet", CurrencySymbol: "$" });
  });
});

describe("cell values", () => {
  it.each([
    ["$1,250,000", "1250000"],
    ["1 250 000 €", "1250000"],
    ["450.000", "450000"],
    ["1.250.000,50", "1250000.50"],
    ["1,850 sq ft", "1850"],
    ["92 m²", "92"],
    ["3,5", "3.5"],
    ["2.5", "2.5"],
    ["$2,400/mo", "2400"],
    ["1.850", "1850"],
  ])("reads the number %s as %s", (cell, number) => {
    expect(readAmount(cell)?.number).toBe(number);
  });

  it("keeps coordinates' decimals, and reads no number where there is none or more than one", () => {
    const plan = matchColumns(["MLS", "Latitude", "Longitude"]).plan;
    expect(listingFromRecord({ MLS: "C-1", Latitude: "30.267", Longitude: "-97,743" }, plan).input).toMatchObject({ Latitude: "30.267", Longitude: "-97.743" });
    for (const cell of ["3 beds 2 baths", "call", "1-2", "1.2.3,4,5"]) expect(readAmount(cell)).toBeUndefined();
  });

  it("reads sale types, statuses and area units in English, Spanish and French", () => {
    expect(["For Sale", "sale", "Venta", "En venta", "À vendre", "for_sale"].map(saleTypeOf)).toEqual(Array(6).fill("for_sale"));
    expect(["For Rent", "Lease", "Rental", "Alquiler", "Renta", "À louer", "Location", "for_rent"].map(saleTypeOf)).toEqual(Array(8).fill("for_rent"));
    expect(saleTypeOf("auction")).toBeUndefined();
    expect(
      [
        "Active",
        "Activo",
        "Disponible",
        "Closed",
        "Vendido",
        "Vendu",
        "Under Contract",
        "ActiveUnderContract",
        "Sous compromis",
        "Withdrawn",
        "Coming Soon",
      ].map(statusCell),
    ).toEqual(["Active", "Active", "Active", "Sold", "Sold", "Sold", "Pending", "Pending", "Pending", "OffMarket", "ComingSoon"]);
    expect(statusCell("Haunted")).toBe("Haunted");
    expect(["sqft", "Sq Ft", "pies cuadrados", "m²", "sqm", "mètres carrés"].map(areaUnitCell)).toEqual([
      "Square Feet",
      "Square Feet",
      "Square Feet",
      "Square Meters",
      "Square Meters",
      "Square Meters",
    ]);
  });
});

describe("an agent's spreadsheet, imported with the plan its headers suggest", () => {
  it("imports MLS, Beds, Baths, Type, Sqft, Price with no manual mapping, routing the price by sale type and saying so", () => {
    const csv = [
      "MLS,Beds,Baths,Type,Sqft,Price",
      'A-100,3,2,Single Family,"1,850","$450,000"',
      'A-101,2,1,Apartment for rent,900,"$2,400"',
      "A-102,4,3.5,Townhouse,2400,615000",
    ].join("\n");
    const { missing, rows, plan } = importUntouched(csv);
    expect(missing).toEqual([]);
    expect(plan.priceColumn).toBe("Price");
    expect(rows.map((row) => row.parsed.success)).toEqual([true, true, true]);
    const [sale, rent] = rows.map((row) => row.parsed.data!);
    expect(sale).toMatchObject({
      MLSNumber: "A-100",
      Bedrooms: 3,
      Bathrooms: 2,
      PropertyType: "Single Family",
      BuildingArea: 1850,
      SaleType: "for_sale",
      SalePrice: 450000,
    });
    expect(sale!.RentPrice).toBeUndefined();
    expect(rent).toMatchObject({ MLSNumber: "A-101", SaleType: "for_rent", RentPrice: 2400, YearBuilt: 0, Status: "Active", CurrencySymbol: "$" });
    expect(rent!.SalePrice).toBeUndefined();
    expect(rows[1]!.assumptions).toEqual(
      expect.arrayContaining([
        { field: "SaleType", kind: "inferred", value: "for_rent", column: "Type" },
        { field: "RentPrice", kind: "routed", value: "2400", column: "Price" },
        { field: "YearBuilt", kind: "default", value: "0" },
      ]),
    );
    expect(rows[0]!.assumptions).toEqual(expect.arrayContaining([{ field: "SaleType", kind: "default", value: "for_sale" }]));
  });

  it("imports a Spanish sheet and a French one as they are", () => {
    const spanish = importUntouched(
      [
        "Referencia,Operación,Estado,Tipo,Habitaciones,Baños,Metros cuadrados,Precio,Ciudad",
        'MX-1,Alquiler,Disponible,Departamento,2,1,85,"12.500",Guadalajara',
      ].join("\n"),
    );
    expect(spanish.missing).toEqual([]);
    expect(spanish.rows[0]!.parsed.data).toMatchObject({
      SaleType: "for_rent",
      Status: "Active",
      RentPrice: 12500,
      AreaUnit: "Square Meters",
      BuildingArea: 85,
    });
    const french = importUntouched(
      ["Référence;Transaction;Type de bien;Chambres;Salles de bain;Surface (m²);Prix (€);Ville", "FR-9;Vente;Maison;3;2;120,5;350 000;Lyon"].join("\n"),
    );
    expect(french.missing).toEqual([]);
    expect(french.rows[0]!.parsed.data).toMatchObject({
      SaleType: "for_sale",
      SalePrice: 350000,
      BuildingArea: 120.5,
      AreaUnit: "Square Meters",
      CurrencySymbol: "€",
    });
  });

  it("imports RESO names as an MLS feed spells them", () => {
    const reso = importUntouched(
      [
        "ListingId,StandardStatus,PropertyType,BedroomsTotal,BathroomsTotalInteger,LivingArea,ListPrice,YearBuilt,LotSizeSquareFeet,GarageSpaces,City,StateOrProvince,PostalCode",
        "R-77,ActiveUnderContract,Residential,3,2,1640,389900,1998,7200,2,Denver,CO,80202",
      ].join("\n"),
    );
    expect(reso.missing).toEqual([]);
    expect(reso.rows[0]!.parsed.data).toMatchObject({ MLSNumber: "R-77", Status: "Pending", SalePrice: 389900, LotArea: 7200, ParkingSpots: 2, ZIP: "80202" });
  });

  it("offers a template that imports with no mapping and no failures", () => {
    const { missing, rows } = importUntouched(importTemplateCsv());
    expect(missing).toEqual([]);
    expect(rows.map((row) => row.parsed.error?.issues ?? [])).toEqual([[], []]);
    expect(rows[1]!.parsed.data).toMatchObject({ SaleType: "for_rent", RentPrice: 2400, HOAMonth: 150 });
  });
});
