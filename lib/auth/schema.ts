import { z } from "zod";

export const emailSchema = z.email().max(254).transform((email) => email.toLowerCase());
export const passwordSchema = z.string().min(8).max(200);
export const workspaceNameSchema = z.string().trim().min(1).max(100);
