import { z } from "zod";
import { SHOWING_STATUSES } from "@/db/enums";
import { chatbotIdField } from "@/lib/chatbots/schema";
import { intField } from "@/lib/validation/fields";

const optional = <S extends z.ZodType>(schema: S) => z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

export const showingListInput = z.object({
  /** One chatbot's requests; without it, the whole workspace's. */
  serialNumber: optional(chatbotIdField),
  Status: optional(z.enum(SHOWING_STATUSES)),
  PageNumber: intField(1, 1_000_000).default(1),
  PageSize: intField(1, 100).default(20),
});

const instant = z.iso.datetime({ offset: true, error: "must be an ISO 8601 time with its offset, such as 2026-12-05T14:00:00-06:00" });

/**
 * The owner's answer: `confirm` a time (one the visitor offered, or any), `propose` another one,
 * or `decline`. Start and End are required to confirm or propose; End after Start, within a day.
 */
export const showingRespondInput = z
  .object({
    ShowingID: intField(1, Number.MAX_SAFE_INTEGER),
    Action: z.enum(["confirm", "propose", "decline"]),
    Start: optional(instant),
    End: optional(instant),
    Note: optional(z.string().trim().max(1000)),
  })
  .superRefine((input, ctx) => {
    if (input.Action === "decline") return;
    if (!input.Start) ctx.addIssue({ code: "custom", path: ["Start"], message: `is required to ${input.Action} a time` });
    if (!input.End) ctx.addIssue({ code: "custom", path: ["End"], message: `is required to ${input.Action} a time` });
    if (input.Start && input.End) {
      const length = Date.parse(input.End) - Date.parse(input.Start);
      if (!(length > 0)) ctx.addIssue({ code: "custom", path: ["End"], message: "must be after Start" });
      else if (length > 24 * 3600_000) ctx.addIssue({ code: "custom", path: ["End"], message: "must be within a day of Start" });
    }
  });
