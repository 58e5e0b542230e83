import { z } from "zod";
import { USER_ROLES } from "@/db/enums";
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

/** A role as the API takes it: an owner may do everything; a member has no keys and deletes nothing. */
export const roleSchema = z.enum(USER_ROLES);

/** Inviting someone to the workspace by e-mail (an owner only). */
export const memberInviteInput = z.object({ Email: z.string().trim().pipe(emailSchema), Role: roleSchema.default("member") });
/** An invitation by its ID (InviteList), or a member by their e-mail. */
export const invitationRefInput = z.object({
  ID: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{16}$/, "must be an invitation ID from InviteList"),
});
export const memberRefInput = z.object({ Email: z.string().trim().pipe(emailSchema) });
export const memberRoleInput = z.object({ Email: z.string().trim().pipe(emailSchema), Role: roleSchema });

/** The invitee's side: the mailed link's token and the password they choose. */
export const acceptInviteInput = z.object({ Token: linkToken, Password: passwordSchema });

/** The Account page's form: the new password follows sign-up's rules. */
export const changePasswordInput = z.object({ CurrentPassword: z.string().min(1).max(200), NewPassword: passwordSchema });
/** One of the signed-in user's own sessions, by the ID User/Sessions gives. */
export const sessionRefInput = z.object({
  ID: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{16}$/, "must be a session ID from User/Sessions"),
});
