import { z } from "zod";

export const getPreUploadUrlInput = z.object({
  fileName: z.string().trim().min(1, "must not be empty").max(255),
});

/** The FileStoreId of an upload URL's path: digits only. */
export const fileIdParam = z.string().regex(/^\d{1,18}$/);

export const getFileInput = z.object({
  fileId: z.preprocess((value) => (typeof value === "number" ? String(value) : value), fileIdParam),
});
