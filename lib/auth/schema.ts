import { z } from "zod";
import { emailAddress } from "@/lib/validation/fields";

export const emailSchema = emailAddress().transform((email) => email.toLowerCase());
export const passwordSchema = z.string().min(8).max(200);
export const workspaceNameSchema = z.string().trim().min(1).max(100);
