import { z } from "zod";
import { outboxStatusEnum } from "@/db/schema";
import { chatbotIdField } from "@/lib/chatbots/schema";
import { intField } from "@/lib/validation/fields";

export const mailListInput = z.object({
  serialNumber: chatbotIdField,
  Status: z.enum(outboxStatusEnum.enumValues).optional(),
  PageNumber: intField(1, 1_000_000).default(1),
  PageSize: intField(1, 50).default(20),
});
