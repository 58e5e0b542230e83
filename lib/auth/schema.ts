import { z } from "zod";
import { emailAddress } from "@/lib/validation/fields";

export const emailSchema = emailAddress().transform((email) => email.toLowerCase());
export const passwordSchema = z.string().min(8).max(200);
export const workspaceNameSchema = z.string().trim().min(1).max(100);

/** The dashboard's sign-up form and /chat/User/SignUp. */
export const signUpInput = z.object({
  Email: z.string().trim().pipe(emailSchema),
  Password: passwordSchema,
  WorkspaceName: workspaceNameSchema,
});

/** The sign-in form and /chat/User/SignIn; any non-empty password is checked, never echoed. */
export const signInInput = z.object({
  Email: z.string().trim().pipe(emailSchema),
  Password: z.string().min(1).max(200),
});

export const apiKeyCreateInput = z.object({ Name: z.string().trim().min(1).max(100) });
export const apiKeyRevokeInput = z.object({ ID: z.uuid() });

/** "Forgot password" and "send me a new confirmation link": only the address. */
export const accountEmailInput = z.object({ Email: z.string().trim().pipe(emailSchema) });

/** A mailed link's token, as the reset and confirmation pages send it back. */
const linkToken = z.string().trim().min(1).max(200);

export const resetPasswordInput = z.object({ Token: linkToken, Password: passwordSchema });
export const verifyEmailInput = z.object({ Token: linkToken });
